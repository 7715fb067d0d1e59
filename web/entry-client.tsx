// The islands' entry, loaded only by a page that renders an island (docs/decisions/0039-shell-without-react.md):
// hydrates each island marker the server rendered with its props, each when it is needed
// (web/when-needed.ts). The shell has its own, entry-shell.ts.
// Written in JSX, like the islands, so React's JSX runtime ships in React's own chunk instead of a
// chunk of its own (docs/decisions/0043-message-catalogues.md, What the pages weigh).
import { startTransition, useEffect, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "../src/contract/i18n/lang";
import { LangContext, runScripted, ScriptedContext, scriptedSignal } from "./components/lang-context";
import { keepTyped } from "./typed-before-hydration";
import { whenNeeded } from "./when-needed";

type IslandModule = { default: ComponentType<any> };
// Each island's chunk, as the server listed it for this page (src/render/render-page.tsx). Imported
// by its address rather than through the island registry: the registry's imports would make the
// bundler write every island's list of chunks into this file, 2 KiB gzipped on every page
// (docs/decisions/0043-message-catalogues.md, What the pages weigh).
const islandFiles: Record<string, string> = JSON.parse(document.getElementById("island-scripts")?.textContent ?? "{}").islands ?? {};
// The page's language, as the server rendered the islands in it (docs/i18n.md).
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : "en";

/**
 * Once React has committed the island: tells its parts it runs (web/components/lang-context.ts), in a
 * transition that yields like the hydration did; once that is drawn, gives back what the visitor
 * typed before, then marks the marker (tests and debugging read this).
 */
function Hydrated({ marker, island: Island, props, typed }: { marker: HTMLElement; island: ComponentType<any>; props: object; typed: () => Promise<void> }) {
  const [signal] = useState(scriptedSignal);
  // The parts' own states and this one change in the same transition, so they are drawn together.
  const [scripted, setScripted] = useState(false);
  useEffect(
    () =>
      startTransition(() => {
        runScripted(signal);
        setScripted(true);
      }),
    [],
  );
  useEffect(() => {
    if (scripted) void typed().then(() => (marker.dataset.hydrated = "true"));
  }, [marker, scripted]);
  return (
    <ScriptedContext.Provider value={signal}>
      <Island {...props} />
    </ScriptedContext.Provider>
  );
}

function hydrate(marker: HTMLElement, load: () => Promise<IslandModule>): void {
  const script = marker.nextElementSibling;
  const props = script?.hasAttribute("data-island-props") ? JSON.parse(script.textContent ?? "{}") : {};
  load()
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for a whole list of cards (the long tasks that delay a tap).
    .then(({ default: island }) => {
      const typed = keepTyped(marker);
      startTransition(
        () =>
          void hydrateRoot(
            marker,
            <LangContext.Provider value={lang}>
              <Hydrated marker={marker} island={island} props={props} typed={typed} />
            </LangContext.Provider>,
          ),
      );
    })
    .catch((error) => console.error(`island ${marker.dataset.island} failed to load`, error));
}

// Near the viewport, when the browser is idle, or at once when a visitor reaches into it: one
// island at a time, each in a task of its own, not all of them in the first moment after the paint.
for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const file = islandFiles[marker.dataset.island ?? ""];
  if (file) whenNeeded([marker], () => hydrate(marker, () => import(file) as Promise<IslandModule>));
}
