import { useEffect, useRef } from "react";
import type Supercluster from "supercluster";
import type { ClusterProperties } from "supercluster";
import type { MapPoint, PublicChurch } from "../../../src/contract/churches";
import { routes } from "../../../src/contract/routes";
import { api } from "../../lib/api";
import { CITY_CENTRE, type MapConfig } from "../../lib/leaflet";
import { useLazyMap } from "../../lib/use-lazy-map";
import { MapStatus } from "../../components/MapStatus";
import * as css from "../../components/Map.css";

type PointProps = { id: number; featured: boolean };

/**
 * The directory map (docs/product.md V7: 600px, centre downtown, zoom 11; featured markers gold and
 * larger, others navy; a click pans, zooms to 14 and opens the info card). Markers cluster when
 * zoomed out, so 10,000 churches stay readable. Follows the directory's filters.
 */
export function DirectoryMap({ query, config }: { query: string; config: MapConfig }) {
  const { frame, canvas, state, handle, fail } = useLazyMap(config, async (L, container) => {
    const { default: Cluster } = await import("supercluster");
    const map = L.map(container, { center: CITY_CENTRE, zoom: 11, scrollWheelZoom: false });
    const layer = L.layerGroup().addTo(map);
    map.on("moveend", () => draw());
    return { L, Cluster, map, layer };
  });
  // draw() runs from Leaflet's events: it reads the map and the current points through refs.
  const handleRef = useRef(handle);
  handleRef.current = handle;
  const index = useRef<Supercluster<PointProps> | null>(null);

  useEffect(() => {
    if (!handle) return;
    let cancelled = false;
    api<MapPoint[]>("GET", `/api/churches/map${query}`)
      .then((points) => {
        if (cancelled) return;
        const next = new handle.Cluster<PointProps>({ radius: 60, maxZoom: 15 });
        next.load(
          points.map(([id, lat, lng, featured]) => ({
            type: "Feature",
            properties: { id, featured: featured === 1 },
            geometry: { type: "Point", coordinates: [lng, lat] },
          })),
        );
        index.current = next;
        draw();
      })
      .catch(() => !cancelled && fail());
    return () => {
      cancelled = true;
    };
  }, [query, handle]);

  function draw() {
    const current = handleRef.current;
    const points = index.current;
    if (!current || !points) return;
    const { L, map, layer } = current;
    const bounds = map.getBounds();
    layer.clearLayers();
    const features = points.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()));
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
      if (props.cluster) {
        const icon = L.divIcon({ className: css.cluster, html: `<span class="${css.clusterCount}">${Number(props.point_count)}</span>`, iconSize: [40, 40] });
        L.marker([lat, lng], { icon, keyboard: true, title: `${props.point_count} churches` })
          .on("click", () => map.setView([lat, lng], Math.min(points.getClusterExpansionZoom(props.cluster_id!), 18)))
          .addTo(layer);
        continue;
      }
      const size = props.featured ? 28 : 18;
      const icon = L.divIcon({ className: props.featured ? `${css.marker} ${css.featuredMarker}` : css.marker, iconSize: [size, size] });
      L.marker([lat, lng], { icon, keyboard: true, title: "Church", zIndexOffset: props.featured ? 1000 : 0 })
        .on("click", () => openInfoCard(props.id!, lat, lng))
        .addTo(layer);
    }
  }

  async function openInfoCard(id: number, lat: number, lng: number) {
    const current = handleRef.current;
    if (!current) return;
    current.map.setView([lat, lng], 14);
    try {
      const church = await api<PublicChurch>("GET", `/api/churches/${id}`);
      current.L.popup({ offset: [0, -8] }).setLatLng([lat, lng]).setContent(infoCard(church)).openOn(current.map);
    } catch {
      // The marker stays; the card simply does not open.
    }
  }

  return (
    <div className={css.frame} ref={frame} role="region" aria-label="Map of churches">
      <div className={css.canvas} ref={canvas} />
      <MapStatus state={state} failure="Failed to load the map. Please try refreshing the page." />
    </div>
  );
}

/** The marker's info card, built from DOM nodes (no HTML from data). */
function infoCard(church: PublicChurch): HTMLElement {
  const card = document.createElement("div");
  card.className = css.infoCard;
  card.dataset.testid = "map-info-card";
  const add = (tag: string, text: string, className: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    card.append(el);
    return el;
  };
  add("h3", church.name, css.infoName);
  if (church.featured) add("span", "Featured", css.infoBadge);
  add("p", `${church.address}${church.address.includes(church.zip) ? "" : ` ${church.zip}`}`, css.infoText);
  if (church.denomination) add("p", church.denomination, css.infoText);
  if (church.featured) {
    const link = document.createElement("a");
    link.href = routes.church(church.slug);
    link.textContent = "View Church Profile";
    card.append(link);
  }
  return card;
}
