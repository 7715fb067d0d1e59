import * as css from "./Map.css";

export type MapState = "loading" | "ready" | "failed";

/** The loading and failed states drawn over a map (docs/product.md V7: map states). */
export function MapStatus({ state, failure }: { state: MapState; failure: string }) {
  if (state === "ready") return null;
  if (state === "loading") {
    return (
      <div className={css.overlay} role="status">
        <p className={css.scriptedOnly}>Loading map…</p>
        <p className={css.unscriptedOnly}>The map needs JavaScript; the list below has every church.</p>
      </div>
    );
  }
  return (
    <div className={css.overlay} role="alert">
      <p className={css.overlayTitle}>Map Not Available</p>
      <p>{failure}</p>
    </div>
  );
}
