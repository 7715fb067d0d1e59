import type * as Leaflet from "leaflet";

export interface MapConfig {
  tileUrl: string;
  attribution: string;
  /** The hashed Leaflet stylesheet, added to the page when a map first loads. */
  leafletCss: string;
}

/** Downtown San Antonio (docs/product.md V9: default centre, zoom 11). */
export const CITY_CENTRE: [number, number] = [29.4241, -98.4936];

let loading: Promise<typeof Leaflet> | undefined;

/** Leaflet arrives as its own chunk, only on pages with a map, only when the map is needed. */
export function loadLeaflet(cssHref: string): Promise<typeof Leaflet> {
  loading ??= (async () => {
    if (!document.querySelector(`link[href="${cssHref}"]`)) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = cssHref;
      document.head.append(link);
    }
    const mod = await import("leaflet");
    return (mod as unknown as { default?: typeof Leaflet }).default ?? mod;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

export function addTiles(L: typeof Leaflet, map: Leaflet.Map, config: MapConfig): void {
  L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 }).addTo(map);
}

/** A map in the page's language: Leaflet's zoom buttons and credit carry English titles unless given others (docs/i18n.md). */
export function createMap(L: typeof Leaflet, container: HTMLElement, options: Leaflet.MapOptions, zoom: { zoomInTitle: string; zoomOutTitle: string }): Leaflet.Map {
  const map = L.map(container, { ...options, zoomControl: false });
  L.control.zoom(zoom).addTo(map);
  // Leaflet's own credit, without its English tooltip.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  return map;
}
