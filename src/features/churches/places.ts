import { AREA_CENTRES } from "../../contract/area-centres";
import type { Point } from "../../contract/distance";
import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { geocodeAddress } from "../../lib/geocode";
import { selectZipCentre } from "./queries";
import { msg } from "../../contract/i18n/msg";

/**
 * The directory's typed place, `location`, as a point (docs/service-times.md, Search): a ZIP code
 * is the centre of the approved churches in it (else the area with that ZIP); anything else is an
 * address for the geocoder, else the area it names. A place none of these find is a problem the
 * page shows, never silently ignored.
 */
export type Place = { point: Point } | { problem: string };

const ZIP = /^\d{5}$/;
const zipCentres = memoByVersion<string, Point | null>(1000);
/** Places the geocoder found, by text: a visitor paging through results asks once. */
const geocoded = new Map<string, Point>();
const GEOCODED_LIMIT = 1000;

export function unknownPlaceMessage(text: string): string {
  return ZIP.test(text)
    ? msg("placeUnknownZip", `We could not find ZIP code ${text} in San Antonio. Try another ZIP code or a street address.`)
    : msg("placeUnknown", `We could not find “${text}” in San Antonio. Try a ZIP code or a street address.`);
}

function areaNamed(text: string): Point | undefined {
  const lower = text.toLowerCase();
  const entry = Object.entries(AREA_CENTRES).find(([name]) => lower.includes(name.toLowerCase()));
  return entry && { lat: entry[1].lat, lng: entry[1].lng };
}

export async function resolvePlace(db: Db, geocoderUrl: string, text: string): Promise<Place> {
  if (ZIP.test(text)) {
    const centre = zipCentres(db, text, () => {
      const churches = selectZipCentre(db, text);
      if (churches) return churches;
      const area = Object.values(AREA_CENTRES).find((a) => a.zip === text);
      return area ? { lat: area.lat, lng: area.lng } : null;
    });
    return centre ? { point: centre } : { problem: unknownPlaceMessage(text) };
  }
  const key = text.toLowerCase();
  let point = geocoded.get(key);
  if (!point) {
    const found = await geocodeAddress(geocoderUrl, text, "");
    if (found) {
      if (geocoded.size >= GEOCODED_LIMIT) geocoded.delete(geocoded.keys().next().value!);
      geocoded.set(key, (point = found));
    }
  }
  point ??= areaNamed(text);
  return point ? { point } : { problem: unknownPlaceMessage(text) };
}
