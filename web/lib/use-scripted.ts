import { createContext, useContext, useEffect, useState } from "react";

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
  readonly scripted: boolean;
  /** Calls `set(true)` once the island runs (at once if it already does); answers the unsubscribe. */
  subscribe(set: (scripted: boolean) => void): () => void;
}

export function scriptedSignal(): ScriptedSignal & { run(): void } {
  const listeners = new Set<(scripted: boolean) => void>();
  const signal = {
    scripted: false,
    subscribe(set: (scripted: boolean) => void) {
      if (signal.scripted) set(true);
      else listeners.add(set);
      return () => void listeners.delete(set);
    },
    run() {
      signal.scripted = true;
      for (const set of listeners) set(true);
      listeners.clear();
    },
  };
  return signal;
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
  useEffect(() => signal?.subscribe(setScripted), [signal]);
  return scripted;
}
