import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { translator, type Catalogue, type Translate } from "../../src/contract/i18n/catalogue";
import { localePath, type Lang } from "../../src/contract/i18n/lang";

// What the islands' entry (web/entry-client.tsx) provides to every island: the page's language,
// and whether the island runs. One module, so one chunk on every page with an island rather than
// two (the directory's JavaScript budget, tests/e2e/js-budget.test.ts).

/**
 * The page's language (docs/i18n.md): the server renders pages and islands inside it, and the
 * islands' entry provides it again from `<html lang>` when it hydrates them.
 */
export const LangContext = createContext<Lang>("en");

export const useLang = () => useContext(LangContext);

/** An area's messages in the page's language: `const t = useText(directoryText)`. */
export function useText<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const lang = useLang();
  return useMemo(() => translator(catalogue, lang), [catalogue, lang]);
}

/** Site paths in the page's language: `const path = usePath(); <a href={path(routes.directory)}>`. */
export function usePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}

/**
 * Whether an island runs, told by the islands' entry (web/entry-client.tsx): false while it
 * hydrates, then true for every part of it at once, in one transition.
 *
 * Not a context value that changes, nor an external store: a changing context reaches into a
 * part still waiting for its code as the server drew it (the directory's map on a phone) and the
 * transition would wait for that code; an external store whose server and browser answers differ
 * makes React draw the island again synchronously, one long task after hydration (the church form:
 * about 100 ms on a slowed phone, docs/decisions/0040-first-paint.md). So each part keeps its own
 * state, set in the entry's transition.
 */
export interface ScriptedSignal {
  scripted: boolean;
  /** The parts' setters, called with true once the island runs. */
  parts: Set<(scripted: boolean) => void>;
}

export const scriptedSignal = (): ScriptedSignal => ({ scripted: false, parts: new Set() });

/** The island runs: every part drawn so far is told (call it inside a transition). */
export function runScripted(signal: ScriptedSignal): void {
  signal.scripted = true;
  signal.parts.forEach((set) => set(true));
}

export const ScriptedContext = createContext<ScriptedSignal | null>(null);

/**
 * False in the server's HTML and while the island hydrates, true once it runs (and at once for a
 * part first drawn in the browser later): a form shows its script-only controls (Add, Remove,
 * uploads) only when they can work, and the plain post's way (spare rows, a hint) before
 * (docs/decisions/0022-forms-without-javascript.md).
 */
export function useScripted(): boolean {
  const signal = useContext(ScriptedContext);
  const [scripted, setScripted] = useState(() => signal?.scripted ?? false);
  useEffect(() => {
    signal?.parts.add(setScripted);
    // Drawn while the island's transition was under way, after it had told its parts.
    if (signal?.scripted) setScripted(true);
    return () => void signal?.parts.delete(setScripted);
  }, [signal]);
  return scripted;
}
