import * as z from "zod/mini";
import type { Point } from "./distance";

// 'Near me' in queries (docs/service-times.md, Distance): `near=lat,lng` and `radius` in miles.
// Shared by the directory, GET /api/churches and the holiday services.

export const DEFAULT_RADIUS_MILES = 5;
export const MAX_RADIUS_MILES = 50;
export const NEAR_MESSAGE = "near is a latitude and longitude, for example near=29.4241,-98.4936";
export const RADIUS_MESSAGE = `radius is a number of miles from 1 to ${MAX_RADIUS_MILES}`;

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

const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));

/** Query fields: `near` (a point) and `radius` (miles, whole or not, 1–50). */
export const nearQueryFields = {
  near: z.pipe(
    blankToUndefined,
    z.optional(
      z.pipe(
        z.string(NEAR_MESSAGE).check(z.refine((v) => parseNear(v) !== undefined, NEAR_MESSAGE)),
        z.transform((v) => parseNear(v)!),
      ),
    ),
  ),
  radius: z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    z.optional(z.number(RADIUS_MESSAGE).check(z.minimum(1, RADIUS_MESSAGE), z.maximum(MAX_RADIUS_MILES, RADIUS_MESSAGE))),
  ),
};
