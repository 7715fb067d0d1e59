import * as css from "./Map.css";
import { mapsText } from "../../src/contract/i18n/maps-text";
import { useText } from "./lang-context";

export type MapState = "loading" | "ready" | "failed";

/** The loading and failed states drawn over a map (docs/product.md V7: map states). */
export function MapStatus({ state, failure }: { state: MapState; failure: string }) {
  const t = useText(mapsText);
  if (state === "ready") return null;
  if (state === "loading") {
    return (
      <div className={css.overlay} role="status">
        <p className={css.scriptedOnly}>{t("loading")}</p>
        <p className={css.unscriptedOnly}>{t("needsScript")}</p>
      </div>
    );
  }
  return (
    <div className={css.overlay} role="alert">
      <p className={css.overlayTitle}>{t("unavailable")}</p>
      <p>{failure}</p>
    </div>
  );
}
