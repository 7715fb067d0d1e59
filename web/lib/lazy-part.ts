import { lazy, type ComponentType } from "react";

/**
 * A part of an island whose code the browser loads only when it is drawn (a tab, a card form, a
 * pin picker), used as `const Part = await lazyPart(() => import("./part").then((m) => m.Part))`
 * inside a `<Suspense>`.
 *
 * On the server the part's module is imported with the island's (the server loads every island
 * before it listens, web/islands/index.ts), so the first page drawn after a start is whole:
 * `renderToString` cannot wait for a `React.lazy` part, and would send its fallback for the
 * browser to draw instead (React's error #419 there). In the browser the part stays lazy; while
 * its code comes, React leaves the boundary as the server drew it (docs/architecture.md, Islands).
 */
export async function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  if (typeof window === "undefined") return await load();
  return lazy(() => load().then((part) => ({ default: part })));
}
