import { useCallback, useRef, useState, type UIEvent } from "react";

/** Whether a box scrolled sideways has more to its left and to its right. */
export interface ScrollEdges {
  left: boolean;
  right: boolean;
}

/**
 * Watches a sideways-scrolling box: `ref` and `onScroll` go on it; `edges` says where more of it
 * is hidden, measured as it appears, scrolls and changes size (docs/decisions/0076-admin-editors-in-place.md).
 */
export function useScrollEdges() {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((box: HTMLElement) => {
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  const ref = useCallback(
    (box: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!box) return;
      // Measured first by the observer's first report, after the browser's own layout: measuring
      // here would lay the whole table out inside React's commit (docs/decisions/0040-first-paint.md,
      // Measured, not simulated).
      observer.current = new ResizeObserver(() => measure(box));
      observer.current.observe(box);
    },
    [measure],
  );
  return { ref, edges, onScroll: (event: UIEvent<HTMLElement>) => measure(event.currentTarget) };
}
