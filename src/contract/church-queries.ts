import * as z from "zod/mini";
import { API_MAX_LIMIT, FILTER_TEXT_MAX, MAX_PAGE } from "./churches";
import { option, singleLine } from "./fields";
import { nearQueryFields } from "./near";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "./options";
import {
  DAY_FILTERS,
  DAY_MESSAGE,
  FROM_MESSAGE,
  KIND_MESSAGE,
  readClock,
  SORT_MESSAGE,
  SORT_NEEDS_NEAR_MESSAGE,
  SORTS,
  TO_BEFORE_FROM_MESSAGE,
  TO_MESSAGE,
} from "./service-search";
import { SERVICE_KINDS } from "./service-times/options";
import { ACCESS_FACTS, accessMessage, FAMILY_FACTS, familyMessage, readFactList } from "./visit-facts";
import { msg } from "./i18n/msg";

// Schemas of the church API's queries and the analytics pings. Kept apart from churches.ts so
// islands that only need its types and helpers do not ship the validator.

/** Query strings arrive as text; a blank or missing value means "not set". */
const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));
const optionalText = (max: number) =>
  z.pipe(blankToUndefined, z.optional(z.string().check(singleLine(), z.trim(), z.maxLength(max, msg("atMostCharacters", `At most ${max} characters`)))));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(blankToUndefined, z.optional(option(values, message)));
/** A 24-hour 'HH:MM' (or 'H:MM'), as 'HH:MM'. */
const optionalClock = (message: string) =>
  z.pipe(
    blankToUndefined,
    z.optional(z.pipe(z.string(message).check(z.refine((v) => readClock(v) !== undefined, message)), z.transform((v) => readClock(v)!))),
  );
const optionalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    z.optional(z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message))),
  );

/**
 * Visit facts that must all be true (docs/visit-facts.md, Search): a comma-separated list, or the
 * parameter repeated as a GET form's checkboxes send it; a key not in the list is refused.
 */
const factList = <K extends string>(keys: readonly K[], message: string) =>
  z.pipe(
    z.transform((v: unknown) => (Array.isArray(v) ? v.join(",") : v)),
    z.pipe(
      blankToUndefined,
      z.optional(z.pipe(z.string(message).check(z.refine((v) => readFactList(keys, v) !== null, message)), z.transform((v) => readFactList(keys, v) ?? undefined))),
    ),
  );

/** GET /api/churches and the map validate these filters (the directory's own parser is src/contract/directory.ts). */
export const churchFiltersSchema = z.object({
  search: optionalText(FILTER_TEXT_MAX),
  denomination: optionalText(FILTER_TEXT_MAX),
  area: optionalText(FILTER_TEXT_MAX),
  worshipStyle: optionalEnum(WORSHIP_STYLES, msg("unknownStyle", "Unknown worship style")),
  language: optionalEnum(SERVICE_LANGUAGES, msg("unknownLanguage", "Unknown language")),
  // The same service (docs/service-times.md, Search): day, a start between from and to, language, kind.
  day: optionalEnum(DAY_FILTERS, DAY_MESSAGE),
  from: optionalClock(FROM_MESSAGE),
  to: optionalClock(TO_MESSAGE),
  kind: optionalEnum(SERVICE_KINDS, KIND_MESSAGE),
  access: factList(ACCESS_FACTS, accessMessage),
  family: factList(FAMILY_FACTS, familyMessage),
  ...nearQueryFields,
}).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: TO_BEFORE_FROM_MESSAGE, path: ["to"] }),
);
export type ChurchFilters = z.infer<typeof churchFiltersSchema>;

export const churchListQuerySchema = z.extend(churchFiltersSchema, {
  sort: optionalEnum(SORTS, SORT_MESSAGE),
  featured: optionalEnum(["true", "false"] as const, "featured is true or false"),
  page: optionalInt(1, MAX_PAGE, msg("queryPage", "page is a whole number from 1")),
  limit: optionalInt(1, API_MAX_LIMIT, `limit is a whole number from 1 to ${API_MAX_LIMIT}`),
}).check(z.refine((q) => q.sort !== "distance" || q.near !== undefined, { message: SORT_NEEDS_NEAR_MESSAGE, path: ["sort"] }));
export type ChurchListQuery = z.infer<typeof churchListQuerySchema>;

/** GET /api/churches/{id}: `near` adds the church's distance from that point. */
export const churchQuerySchema = z.object({ near: nearQueryFields.near });

export const analyticsViewSchema = z.object({ viewType: option(["directory", "profile"]) });
export const analyticsClickSchema = z.object({ clickType: option(["website", "phone", "directions"]) });
export type ClickType = z.infer<typeof analyticsClickSchema>["clickType"];

