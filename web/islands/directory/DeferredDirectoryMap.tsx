import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentProps } from "react";
import { whenNearViewport } from "../../when-needed";
import type { DirectoryMap as DirectoryMapType } from "./DirectoryMap";

type MapProps = ComponentProps<typeof DirectoryMapType>;

/*
 * The directory's map, whose code (its frame's states, their texts, the Leaflet loader) the page
 * loads only when the map comes near the screen; on a phone, when the visitor shows it
 * (docs/decisions/0043-message-catalogues.md, What the pages weigh). The server draws the frame in
 * full, so the page without JavaScript and the first paint are as before: on the server the map's
 * module is imported before any page renders. In the browser the frame stays as the server drew
 * it (React leaves a suspended boundary's HTML in place while it hydrates the rest) until its code
 * has come.
 */
const onServer = typeof window === "undefined" ? (await import("./DirectoryMap")).DirectoryMap : undefined;

let requestMap = () => {};
const mapModule = new Promise<void>((resolve) => (requestMap = resolve)).then(() => import("./DirectoryMap"));
// Should its code fail to come (the connection dropped), the frame stays as the server drew it
// and the rest of the directory works on: the list has every church.
const LazyMap = lazy(() =>
  mapModule.then(
    (module) => ({ default: module.DirectoryMap }),
    (error) => (console.error("the directory map failed to load", error), new Promise<never>(() => {})),
  ),
);
const MapPart = onServer ?? LazyMap;

/**
 * The boundary React leaves as the server drew it. Memoised: a boundary still waiting for its code
 * that is rendered again (the explorer's own updates as it hydrates) would be dropped for its
 * empty fallback rather than kept.
 */
const MapBoundary = memo(function MapBoundary({ mapProps }: { mapProps: MapProps }) {
  return (
    <Suspense fallback={null}>
      <MapPart {...mapProps} />
    </Suspense>
  );
});

export function DeferredDirectoryMap(props: MapProps) {
  const holder = useRef<HTMLDivElement>(null);
  // The props the server drew the map with, kept until its code has come: the frame hydrates as
  // drawn, then follows the filters changed meanwhile.
  const drawn = useRef(props);
  const [loaded, setLoaded] = useState(onServer !== undefined);
  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    // A failure is reported once, by the lazy part above.
    mapModule.then(() => !cancelled && setLoaded(true)).catch(() => {});
    const stop = whenNearViewport(holder.current!, requestMap);
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  return (
    <div ref={holder}>
      <MapBoundary mapProps={loaded ? props : drawn.current} />
    </div>
  );
}
