// When an island's script is worth running (docs/decisions/0040-first-paint.md, Hydration when near
// or idle): plain DOM code, shared by the shell (to load React) and React's entry (to hydrate).

/** How far below the screen an island starts hydrating, so a scrolling visitor meets it ready. */
const NEAR = "300px";
/** The longest an island waits for an idle moment; every island is hydrated within this. */
const IDLE_TIMEOUT_MS = 3000;
/** A visitor reaching into an island before it runs: it runs at once. */
const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `run` once, at the first of: one of the elements coming near the viewport, the browser
 * being idle, or a visitor focusing, pressing or typing inside one of them (or having already
 * focused something inside).
 */
export function whenNeeded(elements: HTMLElement[], run: () => void): void {
  let done = false;
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: NEAR });
  const cancelIdle = whenIdle(go);
  function go() {
    if (done) return;
    done = true;
    observer.disconnect();
    cancelIdle();
    for (const element of elements) for (const type of INTERACTIONS) element.removeEventListener(type, go, true);
    run();
  }
  if (elements.some((element) => element.contains(document.activeElement))) return go();
  for (const element of elements) {
    observer.observe(element);
    for (const type of INTERACTIONS) element.addEventListener(type, go, true);
  }
}

/** Safari has no requestIdleCallback: a timer stands in. Returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, IDLE_TIMEOUT_MS / 2);
  return () => clearTimeout(timer);
}

/**
 * Runs `start` once the element is near the viewport, and only then: maps below the fold load
 * late, and the directory loads its map's code at all only then. Here beside `whenNeeded` so the
 * pages with a map take it from the chunk every page with an island loads, not from one of its own
 * (docs/decisions/0043-message-catalogues.md, What the pages weigh). Returns the cancel.
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
