import { createContext, useContext } from "react";

/** What every server-rendered page knows beyond its own props. */
export interface PageContextValue {
  /** Island name → its browser chunk, for modulepreload. */
  islandChunks: Record<string, string>;
  /** Demo rows exist: the shell says listings are sample data (DECISIONS.md 19). */
  hasDemoData: boolean;
  year: number;
}

export const PageContext = createContext<PageContextValue>({ islandChunks: {}, hasDemoData: false, year: new Date().getFullYear() });
export const usePageContext = () => useContext(PageContext);
