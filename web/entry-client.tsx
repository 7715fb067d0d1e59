// The islands' entry, loaded only by a page that renders an island (docs/decisions/0039-shell-without-react.md):
// hydrates each island marker the server rendered with its props. The shell has its own, entry-shell.ts.
import { createElement, startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLang } from "../src/contract/i18n/lang";
import { LangContext } from "./components/lang-context";
import { islandLoaders } from "./islands/registry.gen";

const loaders: Record<string, () => Promise<{ default: ComponentType<any> }>> = islandLoaders;
// The page's language, as the server rendered the islands in it (docs/i18n.md).
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : "en";

/** Marks the island's marker once React has committed it (tests and debugging read this). */
function Hydrated({ marker, island, props }: { marker: HTMLElement; island: ComponentType<any>; props: object }) {
  useEffect(() => {
    marker.dataset.hydrated = "true";
  }, [marker]);
  return createElement(island, props);
}

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = loaders[marker.dataset.island ?? ""];
  if (!load) continue;
  const script = marker.nextElementSibling;
  const props = script?.hasAttribute("data-island-props") ? JSON.parse(script.textContent ?? "{}") : {};
  load()
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for a whole list of cards (the long tasks that delay a tap).
    .then(({ default: island }) => startTransition(() => void hydrateRoot(marker, createElement(LangContext.Provider, { value: lang }, createElement(Hydrated, { marker, island, props })))))
    .catch((error) => console.error(`island ${marker.dataset.island} failed to load`, error));
}
