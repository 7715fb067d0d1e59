import { useEffect, useRef, useState, type KeyboardEvent } from "react";

/** Keys that change a closed select's or a time box's value in place, one step a press. */
const STEPPING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * A filter field's value that searches once per choice (docs/decisions/0028-phone-directory.md):
 * a pointer's choice applies at once; a choice stepped or typed by keyboard waits for Enter or for
 * the field to lose focus, so arrowing through a list makes one search, one history entry. In a
 * text-like box Enter sends the form instead (`enterCommits` false), which reads the pending value.
 */
export function useDeferredKeyboardValue(value: string, apply: (value: string) => void, enterCommits = true) {
  const [pending, setPending] = useState<string>();
  const keyboard = useRef(false);
  // A search (the form sent, Clear Filters, Back) replaces whatever was waiting.
  useEffect(() => setPending(undefined), [value]);
  const commit = () => {
    if (pending !== undefined && pending !== value) apply(pending);
    setPending(undefined);
  };
  return {
    value: pending ?? value,
    onChange: (next: string) => (keyboard.current ? setPending(next) : (setPending(undefined), apply(next))),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter") return enterCommits ? commit() : undefined;
      // Alt+arrow opens a select's list: the choice made there arrives as one change.
      if (!event.altKey && (STEPPING_KEYS.has(event.key) || event.key.length === 1)) keyboard.current = true;
    },
    onPointerDown: () => {
      keyboard.current = false;
    },
    onBlur: () => {
      keyboard.current = false;
      commit();
    },
  };
}
