import type { Point } from "./distance";
import { msg } from "./i18n/msg";

// 'Near me' as text (docs/service-times.md, Distance): what the browser needs of src/contract/near.ts,
// without the validator library its query fields use.

export const DEFAULT_RADIUS_MILES = 5;
export const MAX_RADIUS_MILES = 50;
export const NEAR_MESSAGE = msg("queryNear", "near is a latitude and longitude, for example near=29.4241,-98.4936");
export const RADIUS_MESSAGE = msg("queryRadius", `radius is a number of miles from 1 to ${MAX_RADIUS_MILES}`);

const NUMBER = String.raw`\s*(-?\d{1,3}(?:\.\d+)?)\s*`;
const LAT_LNG = new RegExp(`^${NUMBER},${NUMBER}$`);

/** A `lat,lng` text as a point, or undefined when it is not one on the Earth. */
export function parseNear(text: string): Point | undefined {
  const match = LAT_LNG.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** A point as `near` writes it (five decimals: about a metre). */
export const formatNear = (point: Point) => `${+point.lat.toFixed(5)},${+point.lng.toFixed(5)}`;
