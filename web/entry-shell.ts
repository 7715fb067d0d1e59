// The script every page loads: the shell's enhancers, plain DOM code without React
// (docs/decisions/0039-shell-without-react.md). React comes with entry-client.tsx, and only on a
// page that renders an island, loaded from here after the first paint (web/island-scripts.ts).
import { enhanceAnalyticsPings } from "./enhance/analytics-pings";
import { enhanceImageFallbacks } from "./enhance/image-fallbacks";
import { enhanceMenuToggle } from "./enhance/menu-toggle";
import { enhanceNewsletterForm } from "./enhance/newsletter-form";
import { enhanceSessionLink } from "./enhance/session-link";
import { enhanceToaster } from "./enhance/toaster";
import { loadIslandScriptsAfterPaint } from "./island-scripts";
import { nextTask } from "./next-task";

/**
 * Enhancers only some pages mark (the English home's language note, Share buttons) load with the
 * first page that has their marker, not with every page
 * (docs/decisions/0043-message-catalogues.md, What the pages weigh).
 */
function onMarked(name: string, load: () => Promise<() => void>): void {
  if (document.querySelector(`[data-enhance="${name}"]`)) void load().then((enhanceMarked) => enhanceMarked());
}

function enhance(): void {
  enhanceToaster();
  enhanceMenuToggle();
  onMarked("language-suggestion", async () => (await import("./enhance/language-suggestion")).enhanceLanguageSuggestion);
  enhanceSessionLink();
  enhanceNewsletterForm();
  onMarked("share", async () => (await import("./enhance/share-button")).enhanceShareButtons);
  onMarked("save-church", async () => (await import("./enhance/save-buttons")).enhanceSaveButtons);
  enhanceImageFallbacks();
  enhanceAnalyticsPings();
}

loadIslandScriptsAfterPaint();
// An async module may run before the parser reached the footer. Then the enhancers wait for a task
// of their own: the parser's end shares its task with the style and layout of the page's last part
// (docs/decisions/0040-first-paint.md, Measured, not simulated).
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => nextTask(enhance), { once: true });
else enhance();
