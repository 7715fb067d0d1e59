import * as z from "zod/mini";
import { churchFiltersSchema } from "../../contract/church-queries";
import { MAP_BOX_STEP } from "../../contract/churches";
import { msg } from "../../contract/i18n/msg";

/**
 * GET /api/churches/map's query: the directory's filters and, optionally, the box in view
 * (`bbox=south,west,north,east` in degrees), so the map asks for the pins it can show, not the
 * country's first 5,000 (docs/decisions/0045-map-pins-in-view.md).
 */

export const BBOX_MESSAGE = msg("queryBbox", "bbox is south,west,north,east in degrees, south below north and west below east");

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A box as `south,west,north,east`; undefined unless four numbers on the globe, south ≤ north and west ≤ east. */
export function parseBox(text: string): MapBox | undefined {
  const parts = text.split(",");
  if (parts.length !== 4 || parts.some((part) => part.trim() === "")) return undefined;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (![south, west, north, east].every(Number.isFinite)) return undefined;
  if (south < -90 || north > 90 || west < -180 || east > 180 || south > north || west > east) return undefined;
  return { south, west, north, east };
}

/** Whether every edge is on the grid the directory map asks on. */
export const onMapGrid = (box: MapBox) => [box.south, box.west, box.north, box.east].every((edge) => Number.isInteger(edge / MAP_BOX_STEP));

export const churchMapQuerySchema = z.extend(churchFiltersSchema, {
  bbox: z.pipe(
    z.transform((v: unknown) => (v === "" || v === null ? undefined : v)),
    z.optional(z.pipe(z.string(BBOX_MESSAGE).check(z.refine((v) => parseBox(v) !== undefined, BBOX_MESSAGE)), z.transform((v) => parseBox(v)!))),
  ),
});
export type ChurchMapQuery = z.infer<typeof churchMapQuerySchema>;
