import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * False in the server's HTML and while the island hydrates, true once it runs (and at once for a
 * part first drawn in the browser): a form shows its script-only controls (Add, Remove, uploads)
 * only when they can work, and the plain post's way (spare rows, a hint) before
 * (docs/decisions/0022-forms-without-javascript.md).
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
