// React and the islands' chunks load just after the first paint, not before it: the server drew
// the page complete, and on a slow line these ~90 KiB would share the first round trips with
// what the first screen shows (docs/decisions/0040-first-paint.md). The server lists them in
// `<script type="application/json" id="island-scripts">`, on pages with an island only. They load
// when the first island is needed (near the viewport, the browser idle, or a visitor reaching into
// it: web/when-needed.ts), and React's entry then hydrates each island when it is needed.
import { nextTask } from "./next-task";
import { whenNeeded } from "./when-needed";

interface IslandScripts {
  entry: string;
  preloads: string[];
}

function load({ entry, preloads }: IslandScripts): void {
  // Preloads first: the chunks download in parallel instead of as the entry's imports are found.
  // One link a task: each starts its fetch on the main thread, and twenty in one task made a long
  // task on a phone (docs/decisions/0040-first-paint.md).
  const pending = [...preloads];
  const step = () => {
    const href = pending.shift();
    if (href === undefined) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = entry;
      document.head.append(script);
      return;
    }
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
    nextTask(step);
  };
  step();
}

export function loadIslandScriptsAfterPaint(): void {
  const data = document.getElementById("island-scripts")?.textContent;
  if (!data) return;
  const scripts = JSON.parse(data) as IslandScripts;
  // A frame callback runs before the next paint; a task queued from it runs after that paint.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(() => whenNeeded([...document.querySelectorAll<HTMLElement>("[data-island]")], () => load(scripts))));
  // React's entry hydrates the islands it finds when it runs: the whole page must be parsed by then.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  else afterPaint();
}
