import { createContext, useContext } from "react";
import type { MapConfig } from "../lib/leaflet";

/** What every server-rendered page knows beyond its own props. */
export interface PageContextValue {
  /** Server only: the islands this render used, so the page can preload their chunks. */
  islandsUsed?: Set<string>;
  /** Demo rows exist: the shell says listings are sample data (docs/product.md D19). */
  hasDemoData: boolean;
  year: number;
  /** Tiles, attribution and Leaflet's stylesheet for the map islands. */
  map: MapConfig;
}

export const PageContext = createContext<PageContextValue>({
  hasDemoData: false,
  year: new Date().getFullYear(),
  map: { tileUrl: "", attribution: "", leafletCss: "" },
});
export const usePageContext = () => useContext(PageContext);
