/**
 * Runs `start` once the element is near the viewport (maps below the fold load late). A module of
 * its own: the directory waits with it before loading its map's code at all (web/islands/directory/DeferredDirectoryMap.tsx).
 */
export function whenNearViewport(element: Element, start: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: "200px" },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
