import type * as Leaflet from "leaflet";
import type { AnyProps, ClusterFeature, ClusterProperties, PointFeature } from "supercluster";
import type Supercluster from "supercluster";
import { MAP_POINT_LIMIT, type MapPoint, type PublicChurch } from "../../../src/contract/churches";
import type { MapBounds } from "../../../src/contract/directory";
import { routes } from "../../../src/contract/routes";
import { api } from "../../lib/api";
import { CITY_CENTRE, createMap } from "../../lib/leaflet";
import * as css from "../../components/Map.css";
import { boxAround, boxParam, covers, onGlobe, type Box } from "./map-box";
import { focusedPin, focusPin, keyboardPins, type FocusTarget, type Pin } from "./map-keyboard";
import type { Translate } from "../../../src/contract/i18n/catalogue";
import { localePath, type Lang } from "../../../src/contract/i18n/lang";
import type { mapsText } from "../../../src/contract/i18n/maps-text";

type MapsKey = typeof mapsText extends { en: Record<infer K, string> } ? K : never;
/** What the map says, in the page's language (docs/i18n.md). */
export interface MapWords {
  lang: Lang;
  t: Translate<MapsKey>;
}

type PointProps = { id: number; featured: boolean; name: string };
type Feature = ClusterFeature<AnyProps> | PointFeature<PointProps>;

/** A pin's name across drawings: its church, or its cluster. */
const keyOf = (feature: Feature) => {
  const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
  return props.cluster ? `c${props.cluster_id}` : `p${props.id}`;
};

/** The pins a cluster splits into at the zoom it opens to (supercluster's getClusterExpansionZoom, step by step). */
function expansionOf(points: Supercluster<PointProps>, clusterId: number): Feature[] {
  let children: Feature[] = points.getChildren(clusterId);
  while (children.length === 1 && (children[0]!.properties as Partial<ClusterProperties>).cluster) children = points.getChildren((children[0]!.properties as ClusterProperties).cluster_id);
  return children;
}

/**
 * The directory map's Leaflet part (docs/product.md V7: centre downtown, zoom 11; featured markers
 * gold and larger, others navy; a click pans, zooms to 14 and opens the info card), with markers
 * clustered when zoomed out so 10,000 churches stay readable. Its own chunk, loaded with Leaflet
 * when the map comes near the screen: a phone showing the list never loads it
 * (docs/decisions/0028-phone-directory.md). Filtered, the view fits the matches (and the search
 * radius); by keyboard every marker and cluster in view is a Tab stop, named by its church, arrow
 * keys move between them, Enter or Space opens one as a click does, and a cluster opened so hands
 * the focus to the first pin it splits into (docs/decisions/0060-bulk-update-and-map-view.md).
 */
export async function createClusterMap(L: typeof Leaflet, container: HTMLElement, words: MapWords) {
  const { t } = words;
  const { default: Cluster } = await import("supercluster");
  const map = createMap(L, container, { center: CITY_CENTRE, zoom: 11, scrollWheelZoom: false }, { zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") });
  const layer = L.layerGroup().addTo(map);
  let index: Supercluster<PointProps> | null = null;

  // Where the keyboard goes after the next drawing: a cluster opened by keyboard names its children.
  let focusAfterDraw: FocusTarget | null = null;
  let pins: Pin[] = [];

  function draw() {
    if (!index) return;
    const points = index;
    const bounds = map.getBounds();
    // Drawing anew removes the focused marker: the keyboard is given back to the same pin, or the nearest.
    const focus = focusAfterDraw ?? focusedPin(pins);
    focusAfterDraw = null;
    layer.clearLayers();
    const features = points.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()));
    // West to east, then north to south: the order of Tab and the arrow keys.
    features.sort((a, b) => a.geometry.coordinates[0]! - b.geometry.coordinates[0]! || b.geometry.coordinates[1]! - a.geometry.coordinates[1]!);
    pins = features.map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
      let marker: Leaflet.Marker;
      if (props.cluster) {
        const icon = L.divIcon({ className: css.cluster, html: `<span class="${css.clusterCount}">${Number(props.point_count)}</span>`, iconSize: [40, 40] });
        marker = L.marker([lat, lng], { icon, title: t("cluster", { count: Number(props.point_count) }) }).on("click", () =>
          map.setView([lat, lng], Math.min(points.getClusterExpansionZoom(props.cluster_id!), 18)),
        );
      } else {
        const size = props.featured ? 28 : 18;
        const icon = L.divIcon({ className: props.featured ? `${css.marker} ${css.featuredMarker}` : css.marker, iconSize: [size, size] });
        marker = L.marker([lat, lng], { icon, title: props.name ?? t("marker"), zIndexOffset: props.featured ? 1000 : 0 }).on("click", () => openInfoCard(props.id!, lat, lng));
      }
      return { marker: marker.addTo(layer), key: keyOf(feature), lat, lng };
    });
    keyboardPins(pins, (pin) => {
      // Opened by keyboard, a cluster hands the focus to the first of the pins it splits into.
      const cluster = pin.key.startsWith("c") ? Number(pin.key.slice(1)) : null;
      if (cluster !== null) focusAfterDraw = { keys: new Set(expansionOf(points, cluster).map(keyOf)), lat: pin.lat, lng: pin.lng };
    });
    if (focus) focusPin(pins, focus);
  }

  async function openInfoCard(id: number, lat: number, lng: number) {
    map.setView([lat, lng], 14);
    try {
      const church = await api<PublicChurch>("GET", `/api/churches/${id}`);
      const card = infoCard(church, words);
      L.popup({ offset: [0, -8] }).setLatLng([lat, lng]).setContent(card).openOn(map);
      // The markers are drawn anew as the map moves: the keyboard goes to the card it opened.
      if (document.activeElement === document.body || map.getContainer().contains(document.activeElement)) card.focus();
    } catch {
      // The marker stays; the card simply does not open.
    }
  }

  map.on("moveend", draw);

  // The view the directory's results ask for; fitted once the map has a size (a phone's map is
  // hidden behind 'List' until shown, and Leaflet measures its frame once).
  let fitted = "";
  let pendingFit: (() => void) | null = null;
  const sized = new ResizeObserver(() => {
    if (container.clientWidth === 0 || container.clientHeight === 0) return;
    map.invalidateSize({ pan: false });
    const fit = pendingFit;
    pendingFit = null;
    fit?.();
  });
  sized.observe(container);
  map.on("unload", () => sized.disconnect());
  // The box the pins shown were asked for, and whether they are all of its churches (not cut at the limit).
  let asked: Box | null = null;
  let complete = false;
  return {
    map,
    /**
     * The box to ask the pins for (docs/decisions/0045-map-pins-in-view.md), or null when the pins
     * shown hold the view already; `fresh` (the filters changed) always asks.
     */
    boxToAsk(fresh: boolean): string | null {
      const bounds = map.getBounds();
      const view = onGlobe([bounds.getSouth(), bounds.getWest(), bounds.getNorth(), bounds.getEast()]);
      const box = boxAround(view);
      // A box cut at the limit is asked again only when the view moves to another box.
      if (!fresh && asked && (complete ? covers(asked, view) : boxParam(box) === boxParam(asked))) return null;
      asked = box;
      return boxParam(box);
    },
    /**
     * Fits the view to the results' box (docs/decisions/0060-bulk-update-and-map-view.md): its pins
     * and search radius, no closer than a marker's click zooms; the whole directory's view is
     * downtown at zoom 11. The same box again moves nothing, so a pan survives paging.
     */
    fit(bounds: MapBounds | undefined) {
      const key = bounds ? boxParam([bounds.south, bounds.west, bounds.north, bounds.east]) : "";
      if (key === fitted) return;
      fitted = key;
      const fit = () =>
        bounds
          ? map.fitBounds([[bounds.south, bounds.west], [bounds.north, bounds.east]], { maxZoom: 14, padding: [24, 24], animate: false })
          : map.setView(CITY_CENTRE, 11, { animate: false });
      if (container.clientWidth === 0 || container.clientHeight === 0) pendingFit = fit;
      else fit();
    },
    /** The last ask went unanswered: the next move asks again. */
    forgetBox() {
      asked = null;
    },
    /** Shows these points (the directory's filters or the view changed). */
    show(points: MapPoint[]) {
      complete = points.length < MAP_POINT_LIMIT;
      index = new Cluster<PointProps>({ radius: 60, maxZoom: 15 });
      index.load(
        points.map(([id, lat, lng, featured, name]) => ({
          type: "Feature",
          properties: { id, featured: featured === 1, name },
          geometry: { type: "Point", coordinates: [lng, lat] },
        })),
      );
      draw();
    },
  };
}

/** The marker's info card, built from DOM nodes (no HTML from data). */
function infoCard(church: PublicChurch, { t, lang }: MapWords): HTMLElement {
  const card = document.createElement("div");
  card.className = css.infoCard;
  card.dataset.testid = "map-info-card";
  card.tabIndex = -1;
  card.setAttribute("aria-label", church.name);
  const add = (tag: string, text: string, className: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    card.append(el);
    return el;
  };
  add("h3", church.name, css.infoName);
  if (church.featured) add("span", t("featured"), css.infoBadge);
  add("p", `${church.address}${church.address.includes(church.zip) ? "" : ` ${church.zip}`}`, css.infoText);
  if (church.denomination) add("p", church.denomination, css.infoText);
  if (church.featured) {
    const link = document.createElement("a");
    link.href = localePath(lang, routes.church(church.slug));
    link.textContent = t("profile");
    card.append(link);
  }
  return card;
}
