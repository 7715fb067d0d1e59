import { FILTER_TEXT_MAX } from "../../../src/contract/directory-filters";
import { hasDirectoryPlace, type DirectoryQuery } from "../../../src/contract/directory";
import { DEFAULT_RADIUS_MILES, formatNear } from "../../../src/contract/near-text";
import { orderOf, SORTS } from "../../../src/contract/service-search";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { useText } from "../lang-context";
import * as css from "../Directory.css";
import { button } from "../ui.css";
import { Select } from "./Select";

const RADII = [1, 2, 5, 10, 25, 50];

export interface NearFieldsProps {
  query: DirectoryQuery;
  /** The place box's text, ahead of the query while the visitor types. */
  locationText: string;
  onLocationText: (text: string) => void;
  /** Asks the browser for the visitor's position; undefined until the page runs JavaScript. */
  onUseLocation?: () => void;
  /** 'Finding your location…' or why it failed. */
  locationStatus?: string;
  onChange: (patch: Partial<DirectoryQuery>) => void;
}

/**
 * Near (a ZIP code or an address the server resolves, or the browser's position after a click),
 * the radius and the order (docs/service-times.md, Search).
 */
export function NearFields({ query, locationText, onLocationText, onUseLocation, locationStatus, onChange }: NearFieldsProps) {
  const radius = query.radius ?? DEFAULT_RADIUS_MILES;
  const radii = RADII.includes(radius) ? RADII : [...RADII, radius].sort((a, b) => a - b);
  const usingPosition = query.near !== undefined && !query.location;
  const t = useText(directoryText);
  // Distance is offered only with a place to measure from (docs/service-times.md, Order).
  const hasPlace = hasDirectoryPlace(query);
  const order = orderOf(undefined, hasPlace);
  const others = SORTS.filter((s) => s !== order && (hasPlace || s !== "distance"));
  return (
    <>
      <div className={css.field}>
        <label htmlFor="directory-location">
          {t("near")}
        </label>
        <input
          id="directory-location"
          className={css.input}
          type="text"
          name="location"
          value={locationText}
          onChange={(e) => onLocationText(e.target.value)}
          placeholder={usingPosition ? t("near.yourLocation") : t("near.placeholder")}
          maxLength={FILTER_TEXT_MAX}
          aria-describedby={locationStatus ? "directory-location-status" : undefined}
        />
        {/* The position 'Use my location' found stays in the form until a place is typed. */}
        {usingPosition ? <input type="hidden" name="near" value={formatNear(query.near!)} /> : null}
        {onUseLocation ? (
          <button type="button" className={button.outline} onClick={onUseLocation}>
            {t("useLocation")}
          </button>
        ) : null}
        {locationStatus ? (
          <span id="directory-location-status" role="status">
            {locationStatus}
          </span>
        ) : null}
      </div>
      <Select name="radius" label={t("within")} value={radius} options={radii.map((r) => [String(r), t("miles", { miles: r })])} onChange={(v) => onChange({ radius: v === undefined ? undefined : Number(v) })} />
      {/* The first choice is the order the server takes when none is sent (nearest first with a place,
          else by name), so a place typed into the GET form without JavaScript orders by distance. */}
      <Select name="sort" label={t("sortBy")} value={query.sort === order ? undefined : query.sort} options={others.map((s) => [s, t(`sort.${s}`)])} all={t(`sort.${order}`)} onChange={(v) => onChange({ sort: v as DirectoryQuery["sort"] })} />
    </>
  );
}
