import { useEffect, useRef, useState } from "react";
import type * as Leaflet from "leaflet";
import type Supercluster from "supercluster";
import type { ClusterProperties } from "supercluster";
import type { MapPoint, PublicChurch } from "../../src/contract/churches";
import { routes } from "../../src/contract/routes";
import { api } from "../lib/api";
import { addTiles, CITY_CENTRE, loadLeaflet, whenNearViewport, type MapConfig } from "../lib/leaflet";
import { MapStatus, type MapState } from "./MapStatus";
import * as css from "./Map.css";

type PointProps = { id: number; featured: boolean };

/**
 * The directory map (visitor spec: 600px, centre downtown, zoom 11; featured markers gold and
 * larger, others navy; a click pans, zooms to 14 and opens the info card). Markers cluster when
 * zoomed out, so 10,000 churches stay readable. Follows the directory's filters.
 */
export function DirectoryMap({ query, config }: { query: string; config: MapConfig }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");
  const live = useRef<{
    L: typeof Leaflet;
    Cluster: typeof Supercluster;
    map: Leaflet.Map;
    layer: Leaflet.LayerGroup;
    index?: Supercluster<PointProps>;
  } | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const stop = whenNearViewport(frame.current!, async () => {
      try {
        const [L, { default: Cluster }] = await Promise.all([loadLeaflet(config.leafletCss), import("supercluster")]);
        if (cancelled || !canvas.current) return;
        const map = L.map(canvas.current, { center: CITY_CENTRE, zoom: 11, scrollWheelZoom: false });
        addTiles(L, map, config);
        const layer = L.layerGroup().addTo(map);
        live.current = { L, Cluster, map, layer };
        map.on("moveend", () => draw());
        setReady(true);
        setState("ready");
      } catch {
        if (!cancelled) setState("failed");
      }
    });
    return () => {
      cancelled = true;
      stop();
      live.current?.map.remove();
      live.current = null;
    };
  }, [config]);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    api<MapPoint[]>("GET", `/api/churches/map${query}`)
      .then((points) => {
        const current = live.current;
        if (cancelled || !current) return;
        const index = new current.Cluster<PointProps>({ radius: 60, maxZoom: 15 });
        index.load(
          points.map(([id, lat, lng, featured]) => ({
            type: "Feature",
            properties: { id, featured: featured === 1 },
            geometry: { type: "Point", coordinates: [lng, lat] },
          })),
        );
        current.index = index;
        draw();
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
    };
  }, [query, ready]);

  function draw() {
    const current = live.current;
    if (!current?.index) return;
    const { L, map, layer, index } = current;
    const bounds = map.getBounds();
    layer.clearLayers();
    const features = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()));
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
      if (props.cluster) {
        const icon = L.divIcon({ className: css.cluster, html: `<span class="${css.clusterCount}">${Number(props.point_count)}</span>`, iconSize: [40, 40] });
        L.marker([lat, lng], { icon, keyboard: true, title: `${props.point_count} churches` })
          .on("click", () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id!), 18)))
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
    const current = live.current;
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
