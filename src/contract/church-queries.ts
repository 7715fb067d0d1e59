import * as z from "zod/mini";
import { API_MAX_LIMIT, FILTER_TEXT_MAX, MAX_PAGE } from "./churches";
import { option, singleLine } from "./fields";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "./options";

// Schemas of the church API's queries and the analytics pings. Kept apart from churches.ts so
// islands that only need its types and helpers do not ship the validator.

/** Query strings arrive as text; a blank or missing value means "not set". */
const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));
const optionalText = (max: number) =>
  z.pipe(blankToUndefined, z.optional(z.string().check(singleLine(), z.trim(), z.maxLength(max, `At most ${max} characters`))));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(blankToUndefined, z.optional(option(values, message)));
const optionalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    z.optional(z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message))),
  );

/** GET /api/churches and the map validate these filters (the directory's own parser is src/contract/directory.ts). */
export const churchFiltersSchema = z.object({
  search: optionalText(FILTER_TEXT_MAX),
  denomination: optionalText(FILTER_TEXT_MAX),
  area: optionalText(FILTER_TEXT_MAX),
  worshipStyle: optionalEnum(WORSHIP_STYLES, "Unknown worship style"),
  language: optionalEnum(SERVICE_LANGUAGES, "Unknown language"),
});
export type ChurchFilters = z.infer<typeof churchFiltersSchema>;

export const churchListQuerySchema = z.extend(churchFiltersSchema, {
  featured: optionalEnum(["true", "false"] as const, "featured is true or false"),
  page: optionalInt(1, MAX_PAGE, "page is a whole number from 1"),
  limit: optionalInt(1, API_MAX_LIMIT, `limit is a whole number from 1 to ${API_MAX_LIMIT}`),
});
export type ChurchListQuery = z.infer<typeof churchListQuerySchema>;

export const analyticsViewSchema = z.object({ viewType: option(["directory", "profile"]) });
export const analyticsClickSchema = z.object({ clickType: option(["website", "phone", "directions"]) });
export type ClickType = z.infer<typeof analyticsClickSchema>["clickType"];

