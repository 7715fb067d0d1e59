import { useEffect } from "react";
import type { MapPoint } from "../../../src/contract/churches";
import type { MapBounds } from "../../../src/contract/directory";
import { api } from "../../lib/api";
import type { MapConfig } from "../../lib/leaflet";
import { useLazyMap } from "../../lib/use-lazy-map";
import { MapStatus } from "../../components/MapStatus";
import * as css from "../../components/Map.css";
import { useLang, useText } from "../../components/lang-context";
import { mapsText } from "../../../src/contract/i18n/maps-text";

/**
 * The directory map (docs/product.md V7: 600px): its frame and states here, its Leaflet part
 * (cluster-map.ts) loaded only when the frame comes near the screen. Follows the directory's filters
 * and fits its view to their results.
 */
export function DirectoryMap({ query, config, bounds }: { query: string; config: MapConfig; bounds?: MapBounds }) {
  const t = useText(mapsText);
  const lang = useLang();
  const { frame, canvas, state, handle, fail, recover } = useLazyMap(config, async (L, container) => (await import("./cluster-map")).createClusterMap(L, container, { lang, t }));

  // The view fits the results, before the pins are asked for it (docs/decisions/0060-bulk-update-and-map-view.md).
  const fitKey = bounds ? `${bounds.south},${bounds.west},${bounds.north},${bounds.east}` : "";
  useEffect(() => {
    handle?.fit(bounds);
  }, [fitKey, handle]);

  // The pins in view, asked again when the map moves out of the box it has (docs/decisions/0045-map-pins-in-view.md).
  useEffect(() => {
    if (!handle) return;
    let cancelled = false;
    let latest = 0;
    const load = (fresh: boolean) => {
      const box = handle.boxToAsk(fresh);
      if (!box) return;
      const asking = ++latest;
      // Only the newest answer is shown: an earlier one arriving late would show another view's pins.
      api<MapPoint[]>("GET", `/api/churches/map${query}${query ? "&" : "?"}bbox=${box}`)
        .then((points) => {
          if (cancelled || asking !== latest) return;
          handle.show(points);
          recover();
        })
        .catch(() => {
          if (cancelled || asking !== latest) return;
          // The box is asked again at the next move. A pan that fails keeps the pins shown; the
          // first ask or a change of filters failing says so.
          handle.forgetBox();
          if (fresh) fail();
        });
    };
    const moved = () => load(false);
    load(true);
    handle.map.on("moveend", moved);
    return () => {
      cancelled = true;
      handle.map.off("moveend", moved);
    };
  }, [query, handle]);

  return (
    <div className={css.frame} ref={frame} role="region" aria-label={t("churches")}>
      <div className={css.canvas} ref={canvas} />
      <MapStatus state={state} failure={t("failedDirectory")} />
    </div>
  );
}
