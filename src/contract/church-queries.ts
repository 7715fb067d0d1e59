import * as z from "zod/mini";
import { API_MAX_LIMIT, MAX_PAGE } from "./churches";
import { DIRECTORY_FILTERS, type FilterName, type FilterValues } from "./directory-filters";
import { option } from "./fields";
import { msg } from "./i18n/msg";
import { nearQueryFields } from "./near";
import { SORT_MESSAGE, SORT_NEEDS_NEAR_MESSAGE, SORTS, TO_BEFORE_FROM_MESSAGE } from "./service-search";

// Schemas of the church API's queries and the analytics pings. Kept apart from churches.ts so
// islands that only need its types and helpers do not ship the validator.

/** Query strings arrive as text; a blank or missing value means "not set". */
const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(blankToUndefined, z.optional(option(values, message)));
const optionalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    z.optional(z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message))),
  );

/**
 * A declared filter as a query field (docs/filters.md): its values (a repeated parameter is a
 * list), read by the declaration's own reader, its problem the field's message.
 */
const filterField = <V>(filter: { read: (values: readonly string[]) => { value?: V; problem?: string } }) =>
  z.pipe(
    z.transform((v: unknown): string[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)])),
    z.transform((values: string[], ctx): V | undefined => {
      const read = filter.read(values);
      if (read.problem === undefined) return read.value;
      ctx.issues.push({ code: "custom", message: read.problem, input: values });
      return z.NEVER;
    }),
  );
// Typed as optional fields: a filter not given is not set.
const filterFields = Object.fromEntries(DIRECTORY_FILTERS.map((filter) => [filter.name, filterField(filter as { read: (values: readonly string[]) => { value?: unknown; problem?: string } })])) as unknown as {
  [K in FilterName]: z.ZodMiniOptional<z.ZodMiniType<NonNullable<FilterValues[K]>>>;
};

/** GET /api/churches and the map read these filters, each by its declaration (the directory's page and island read the same: src/contract/directory.ts). */
export const churchFiltersSchema = z.object({ ...filterFields, ...nearQueryFields }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: TO_BEFORE_FROM_MESSAGE, path: ["to"] }),
);
export type ChurchFilters = z.infer<typeof churchFiltersSchema>;

export const churchListQuerySchema = z.extend(churchFiltersSchema, {
  sort: optionalEnum(SORTS, SORT_MESSAGE),
  featured: optionalEnum(["true", "false"] as const, "featured is true or false"),
  // A list leaves out each church's special services unless asked (docs/decisions/0078-lean-list-answers.md).
  view: optionalEnum(["full"] as const, "view is full or left out"),
  page: optionalInt(1, MAX_PAGE, msg("queryPage", "page is a whole number from 1")),
  limit: optionalInt(1, API_MAX_LIMIT, `limit is a whole number from 1 to ${API_MAX_LIMIT}`),
}).check(z.refine((q) => q.sort !== "distance" || q.near !== undefined, { message: SORT_NEEDS_NEAR_MESSAGE, path: ["sort"] }));
export type ChurchListQuery = z.infer<typeof churchListQuerySchema>;

/** GET /api/churches/{id}: `near` adds the church's distance from that point. */
export const churchQuerySchema = z.object({ near: nearQueryFields.near });

export const analyticsViewSchema = z.object({ viewType: option(["directory", "profile"]) });
export const analyticsClickSchema = z.object({ clickType: option(["website", "phone", "directions"]) });
export type ClickType = z.infer<typeof analyticsClickSchema>["clickType"];

