import * as z from "zod/mini";
import { MAX_RADIUS_MILES, NEAR_MESSAGE, parseNear, RADIUS_MESSAGE } from "./near-text";

// 'Near me' in queries (docs/service-times.md, Distance): `near=lat,lng` and `radius` in miles.
// Shared by the directory, GET /api/churches and the holiday services.

export { DEFAULT_RADIUS_MILES, formatNear, MAX_RADIUS_MILES, NEAR_MESSAGE, parseNear, RADIUS_MESSAGE } from "./near-text";

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
