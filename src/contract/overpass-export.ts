import * as z from "zod/mini";

/**
 * An Overpass API JSON export of places of worship (`out center tags`), as the OpenStreetMap
 * import reads it (docs/city-data.md). Elements of another shape are refused one by one, each
 * named in the import's report; an export without an `elements` list is refused whole.
 */
export const overpassElementSchema = z.object({
  type: z.enum(["node", "way", "relation"]),
  id: z.number().check(z.int(), z.positive()),
  lat: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  lon: z.optional(z.number().check(z.gte(-180), z.lte(180))),
  center: z.optional(z.object({ lat: z.number().check(z.gte(-90), z.lte(90)), lon: z.number().check(z.gte(-180), z.lte(180)) })),
  tags: z.optional(z.record(z.string(), z.string())),
});
export type OverpassExportElement = z.infer<typeof overpassElementSchema>;

export const overpassExportSchema = z.object({ elements: z.array(z.unknown()) });

/** A public e-mail address as OpenStreetMap gives it; anything else is not kept. */
export const publicEmailSchema = z.string().check(z.trim(), z.maxLength(254), z.email());
