/**
 * Runs an enhancer on each element the server marked `data-enhance="<name>"`, then marks it
 * `data-enhanced` (tests wait for that, as they wait for `data-hydrated` on islands).
 */
export function eachMarked<E extends HTMLElement>(name: string, enhance: (element: E) => void): void {
  for (const element of document.querySelectorAll<E>(`[data-enhance="${name}"]`)) {
    enhance(element);
    element.dataset.enhanced = "true";
  }
}
