import type * as Leaflet from "leaflet";
import type { ClusterProperties } from "supercluster";
import type Supercluster from "supercluster";
import { MAP_POINT_LIMIT, type MapPoint, type PublicChurch } from "../../../src/contract/churches";
import { routes } from "../../../src/contract/routes";
import { api } from "../../lib/api";
import { CITY_CENTRE, createMap } from "../../lib/leaflet";
import * as css from "../../components/Map.css";
import { boxAround, boxParam, covers, onGlobe, type Box } from "./map-box";
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

/**
 * The directory map's Leaflet part (docs/product.md V7: centre downtown, zoom 11; featured markers
 * gold and larger, others navy; a click pans, zooms to 14 and opens the info card), with markers
 * clustered when zoomed out so 10,000 churches stay readable. Its own chunk, loaded with Leaflet
 * when the map comes near the screen: a phone showing the list never loads it
 * (docs/decisions/0028-phone-directory.md). By keyboard the markers are one tab stop: arrow keys
 * move between them (named by their church), Enter or Space opens one as a click does.
 */
export async function createClusterMap(L: typeof Leaflet, container: HTMLElement, words: MapWords) {
  const { t } = words;
  const { default: Cluster } = await import("supercluster");
  const map = createMap(L, container, { center: CITY_CENTRE, zoom: 11, scrollWheelZoom: false }, { zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") });
  const layer = L.layerGroup().addTo(map);
  let index: Supercluster<PointProps> | null = null;

  function draw() {
    if (!index) return;
    const points = index;
    const bounds = map.getBounds();
    layer.clearLayers();
    const features = points.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()));
    // West to east, then north to south: the order the arrow keys follow.
    features.sort((a, b) => a.geometry.coordinates[0]! - b.geometry.coordinates[0]! || b.geometry.coordinates[1]! - a.geometry.coordinates[1]!);
    const markers: Leaflet.Marker[] = [];
    for (const feature of features) {
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
      markers.push(marker.addTo(layer));
    }
    rovingFocus(markers);
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

/**
 * One tab stop for all markers (roving tabindex): the first is reachable with Tab, arrow keys move
 * to the previous or next one, Enter and Space click the focused one.
 */
function rovingFocus(markers: Leaflet.Marker[]): void {
  const elements = markers.map((m) => m.getElement()).filter((el): el is HTMLElement => el !== undefined);
  elements.forEach((el, i) => {
    el.tabIndex = i === 0 ? 0 : -1;
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", el.title);
    el.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (step !== undefined) {
        const next = elements[(i + step + elements.length) % elements.length]!;
        el.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
      } else if (event.key === "Enter" || event.key === " ") {
        markers[i]!.fire("click");
      } else return;
      // The map would pan with the arrows, and Space would scroll the page.
      event.preventDefault();
      event.stopPropagation();
    });
  });
}
