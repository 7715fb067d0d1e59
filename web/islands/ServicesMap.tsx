import { MapStatus } from "../components/MapStatus";
import * as css from "../components/Map.css";
import { CITY_CENTRE, createMap, type MapConfig } from "../lib/leaflet";
import { useLazyMap } from "../lib/use-lazy-map";
import { useText } from "../components/lang-context";
import { mapsText } from "../../src/contract/i18n/maps-text";

export interface ServicesMapPoint {
  lat: number;
  lng: number;
  name: string;
  href: string;
  /** 'Thursday 11:00 PM · Spanish': the church's services listed on the page. */
  times: string;
}

/**
 * The churches of a holiday page on a map (docs/service-times.md, Holiday pages): one marker a
 * church, its name linking to the profile and its times in the popup, the view fitted to them.
 */
export default function ServicesMap({ points, label, config }: { points: ServicesMapPoint[]; label: string; config: MapConfig }) {
  const t = useText(mapsText);
  const { frame, canvas, state } = useLazyMap(config, (L, container) => {
    const map = createMap(L, container, { center: CITY_CENTRE, zoom: 11, scrollWheelZoom: false }, { zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") });
    for (const point of points) {
      // Built as elements, never HTML strings: church names are visitors' text.
      const popup = document.createElement("div");
      popup.className = css.infoCard;
      const name = popup.appendChild(document.createElement("a"));
      name.className = css.infoName;
      name.href = point.href;
      name.textContent = point.name;
      const times = popup.appendChild(document.createElement("p"));
      times.className = css.infoText;
      times.textContent = point.times;
      L.marker([point.lat, point.lng], { icon: L.divIcon({ className: css.marker, iconSize: [18, 18] }), keyboard: true, title: point.name }).bindPopup(popup).addTo(map);
    }
    if (points.length > 1) map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 14 });
    else if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 14);
    return { map };
  });
  return (
    <div className={css.profileFrame} ref={frame} role="region" aria-label={t("holiday", { label })}>
      <div className={css.canvas} ref={canvas} />
      <MapStatus state={state} failure={t("failed")} />
    </div>
  );
}
