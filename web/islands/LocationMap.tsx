import { MapStatus } from "../components/MapStatus";
import * as css from "../components/Map.css";
import { createMap, type MapConfig } from "../lib/leaflet";
import { useLazyMap } from "../lib/use-lazy-map";
import { useText } from "../components/lang-context";
import { mapsText } from "../../src/contract/i18n/maps-text";

/** The profile's location map at zoom 15 (docs/product.md V2, profile). */
export default function LocationMap({ lat, lng, name, config }: { lat: number; lng: number; name: string; config: MapConfig }) {
  const t = useText(mapsText);
  const { frame, canvas, state } = useLazyMap(config, (L, container) => {
    const map = createMap(L, container, { center: [lat, lng], zoom: 15, scrollWheelZoom: false }, { zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") });
    L.marker([lat, lng], { icon: L.divIcon({ className: `${css.marker} ${css.featuredMarker}`, iconSize: [28, 28] }), title: name }).addTo(map);
    return { map };
  });
  return (
    <div className={css.profileFrame} ref={frame} role="region" aria-label={t("church", { name })}>
      <div className={css.canvas} ref={canvas} />
      <MapStatus state={state} failure={t("failed")} />
    </div>
  );
}
