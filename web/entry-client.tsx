// The browser's one entry: hydrates each island marker the server rendered with its props.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "./islands";

const loaders: Record<IslandName, () => Promise<{ default: ComponentType<any> }>> = {
  MenuToggle: () => import("./islands/MenuToggle"),
  NewsletterForm: () => import("./islands/NewsletterForm"),
  SessionLink: () => import("./islands/SessionLink"),
  Toaster: () => import("./islands/Toaster"),
};

for (const marker of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = loaders[marker.dataset.island as IslandName];
  if (!load) continue;
  const props = JSON.parse(marker.dataset.props ?? "{}");
  load()
    .then(({ default: Island }) => hydrateRoot(marker, createElement(Island, props)))
    .catch((error) => console.error(`island ${marker.dataset.island} failed to load`, error));
}
