import * as z from "zod/mini";
import { API_MAX_LIMIT, MAX_PAGE } from "./churches";
import { EVENT_RANGES } from "./events";
import { option } from "./fields";
import { EVENT_CATEGORIES } from "./options";
import { msg } from "./i18n/msg";

// The events list's filters and paging: GET /api/events and the /events page read the same
// schema (docs/decisions/0029-events-paging.md).

/** Query strings arrive as text; a blank or missing value means "not set". */
const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(blankToUndefined, z.optional(option(values, message)));
const optionalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    z.optional(z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message))),
  );

export const WHEN_MESSAGE = msg("queryWhen", "when is week, weekend or month");
export const EVENT_CATEGORY_MESSAGE = msg("queryEventCategory", "category is music, community, interfaith or general");
export const CHURCH_SLUG_MESSAGE = msg("queryChurchSlug", "church is a church's web address name, like mission-road");

export const eventFiltersSchema = z.object({
  when: optionalEnum(EVENT_RANGES, WHEN_MESSAGE),
  category: optionalEnum(EVENT_CATEGORIES, EVENT_CATEGORY_MESSAGE),
  church: z.pipe(blankToUndefined, z.optional(z.string(CHURCH_SLUG_MESSAGE).check(z.regex(/^[a-z0-9-]{1,120}$/, CHURCH_SLUG_MESSAGE)))),
  page: optionalInt(1, MAX_PAGE, msg("queryPage", "page is a whole number from 1")),
});
export type EventFilters = z.infer<typeof eventFiltersSchema>;

export const eventListQuerySchema = z.extend(eventFiltersSchema, {
  limit: optionalInt(1, API_MAX_LIMIT, `limit is a whole number from 1 to ${API_MAX_LIMIT}`),
});
