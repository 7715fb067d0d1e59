import { useEffect, useRef } from "react";

/**
 * Takes the keyboard, once a change is drawn, to the first of the named controls that is there:
 * call the returned function before the change. `drawn` is the state whose change draws them.
 */
export function useFocusAfterDraw(drawn: unknown) {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    pending.current.map((id) => document.getElementById(id)).find(Boolean)?.focus();
    pending.current = null;
  }, [drawn]);
  return (...ids: string[]) => {
    pending.current = ids;
  };
}
