import { useEffect, useRef, useState } from "react";
import { MapStatus, type MapState } from "../components/MapStatus";
import * as css from "../components/Map.css";
import { addTiles, loadLeaflet, whenNearViewport, type MapConfig } from "../lib/leaflet";

/** The profile's location map at zoom 15 (visitor spec, profile). */
export default function LocationMap({ lat, lng, name, config }: { lat: number; lng: number; name: string; config: MapConfig }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");

  useEffect(() => {
    let map: import("leaflet").Map | undefined;
    let cancelled = false;
    const stop = whenNearViewport(frame.current!, async () => {
      try {
        const L = await loadLeaflet(config.leafletCss);
        if (cancelled || !canvas.current) return;
        map = L.map(canvas.current, { center: [lat, lng], zoom: 15, scrollWheelZoom: false });
        addTiles(L, map, config);
        L.marker([lat, lng], { icon: L.divIcon({ className: `${css.marker} ${css.featuredMarker}`, iconSize: [28, 28] }), title: name }).addTo(map);
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    });
    return () => {
      cancelled = true;
      stop();
      map?.remove();
    };
  }, [lat, lng, name, config]);

  return (
    <div className={css.profileFrame} ref={frame} role="region" aria-label={`Map of ${name}`}>
      <div className={css.canvas} ref={canvas} />
      <MapStatus state={state} failure="Failed to load map. Please try refreshing the page." />
    </div>
  );
}
