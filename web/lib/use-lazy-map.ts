import { useEffect, useRef, useState } from "react";
import type * as Leaflet from "leaflet";
import type { MapState } from "../components/MapStatus";
import { addTiles, loadLeaflet, type MapConfig } from "./leaflet";
import { whenNearViewport } from "../when-needed";

/**
 * A Leaflet map made only when its frame comes near the viewport: loads Leaflet (its own chunk),
 * lets `create` build the map in the canvas, adds the tiles, and reports loading, ready or failed.
 * The map is removed with the component.
 */
export function useLazyMap<T extends { map: Leaflet.Map }>(config: MapConfig, create: (L: typeof Leaflet, container: HTMLElement) => Promise<T> | T) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");
  const [handle, setHandle] = useState<T | null>(null);

  useEffect(() => {
    let cancelled = false;
    let made: T | null = null;
    const stop = whenNearViewport(frame.current!, async () => {
      try {
        const L = await loadLeaflet(config.leafletCss);
        if (cancelled || !canvas.current) return;
        made = await create(L, canvas.current);
        if (cancelled) return made.map.remove();
        addTiles(L, made.map, config);
        setHandle(made);
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    });
    return () => {
      cancelled = true;
      stop();
      made?.map.remove();
    };
  }, [config]);

  // A map whose data failed may load it later (the directory map asks again as it moves).
  return { frame, canvas, state, handle, fail: () => setState("failed"), recover: () => setState("ready") };
}
