import { useEffect, useRef } from "react";
import { directorySearch, parseDirectoryQuery, type DirectoryQuery } from "../../../src/contract/directory";
import { routes } from "../../../src/contract/routes";
import { usePath } from "../lang-context";

/** The directory page's address for a query: what links point to and what the address bar shows. */
export const directoryUrl = (query: DirectoryQuery) => routes.directory + directorySearch(query);

export type HistoryMode = "push" | "replace" | "none";

/**
 * Keeps the address bar in step with the directory: `write` records a query (a new history entry,
 * or in place while typing); Back and Forward hand the address's query to `onNavigate`.
 */
export function useDirectoryUrl(onNavigate: (query: DirectoryQuery) => void) {
  // A Spanish page keeps its /es/ address as the filters change (docs/i18n.md, Addresses).
  const path = usePath();
  const latest = useRef(onNavigate);
  latest.current = onNavigate;
  useEffect(() => {
    const onPop = () => latest.current(parseDirectoryQuery(new URLSearchParams(window.location.search)));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  return (query: DirectoryQuery, mode: HistoryMode) => {
    if (mode !== "none") window.history[mode === "push" ? "pushState" : "replaceState"](null, "", path(directoryUrl(query)));
  };
}
