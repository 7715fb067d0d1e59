import { createContext, useContext } from "react";

/**
 * Whether the island runs: false in the server's HTML and while the island hydrates, true once it
 * has. The islands' entry (web/entry-client.tsx) provides it, turning it true in a transition after
 * hydration, so the island's second render yields to the browser like its hydration instead of
 * one long task (docs/decisions/0040-first-paint.md); a part first drawn later sees true at once.
 */
export const ScriptedContext = createContext(false);

/**
 * A form shows its script-only controls (Add, Remove, uploads) only when they can work, and the
 * plain post's way (spare rows, a hint) before (docs/decisions/0022-forms-without-javascript.md).
 */
export const useScripted = (): boolean => useContext(ScriptedContext);
