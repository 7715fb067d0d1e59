// The script every page loads: the shell's enhancers, plain DOM code without React
// (docs/decisions/0039-shell-without-react.md). React comes with entry-client.tsx, and only on a
// page that renders an island, loaded from here after the first paint (web/island-scripts.ts).
import { enhanceAnalyticsPings } from "./enhance/analytics-pings";
import { enhanceImageFallbacks } from "./enhance/image-fallbacks";
import { enhanceLanguageSuggestion } from "./enhance/language-suggestion";
import { enhanceMenuToggle } from "./enhance/menu-toggle";
import { enhanceNewsletterForm } from "./enhance/newsletter-form";
import { enhanceSessionLink } from "./enhance/session-link";
import { enhanceShareButtons } from "./enhance/share-button";
import { enhanceToaster } from "./enhance/toaster";
import { loadIslandScriptsAfterPaint } from "./island-scripts";

function enhance(): void {
  enhanceToaster();
  enhanceMenuToggle();
  enhanceLanguageSuggestion();
  enhanceSessionLink();
  enhanceNewsletterForm();
  enhanceShareButtons();
  enhanceImageFallbacks();
  enhanceAnalyticsPings();
}

loadIslandScriptsAfterPaint();
// An async module may run before the parser reached the footer.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", enhance, { once: true });
else enhance();
