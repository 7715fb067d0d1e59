import { useEffect, useState } from "react";

/**
 * How many of a list's `total` items to draw: `step` at first, then `step` more in each following
 * task until all are drawn, and again from `step` when `list` (its items' identity) changes. Each
 * batch is a render, a commit and a layout of its own, so a long list of form fields never holds a
 * phone's main thread in one long task (docs/decisions/0040-first-paint.md).
 */
export function useDrawnGradually(total: number, step: number, list: string): number {
  const [drawn, setDrawn] = useState({ list, count: step });
  const count = drawn.list === list ? drawn.count : step;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setDrawn({ list, count: count + step }), 0);
    return () => clearTimeout(timer);
  }, [list, count, total, step]);
  return Math.min(total, count);
}
