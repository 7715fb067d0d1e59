import * as z from "zod/mini";
import { visitFactFields } from "./visit-facts-schema";
import { option, optionalCoordinate, optionalParagraphs, optionalText, optionalUrl, requiredText as required, serviceRows, singleLine } from "./fields";
import { CITY_BOUNDS } from "./area-centres";
import { CHURCH_STATUSES } from "./options";
import { serviceFields } from "./church-form";
import { splitServiceList } from "./service-times/format";
import { msg } from "./i18n/msg";

const zip = z.string(msg("zipRequired", "Valid ZIP code is required")).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, msg("zipRequired", "Valid ZIP code is required")));

/** The fields every admin edit requires (docs/product.md M7: the edit dialog's asterisks). */
const core = {
  name: required(msg("churchNameRequired", "Church name is required"), 200),
  denomination: required(msg("denominationRequired", "Denomination is required"), 100),
  address: required(msg("addressRequired", "Address is required"), 300),
  zip,
  area: required(msg("areaRequired", "Area is required"), 100),
  phone: optionalText(40),
  website: optionalUrl(msg("websiteUrl", "Please enter a valid website URL")),
};

/** PUT /api/admin/churches/{id}: the edit dialog (docs/product.md M7). */
export const adminChurchSchema = z.object({
  ...core,
  description: optionalParagraphs(5000),
  descriptionEs: optionalParagraphs(5000),
  ...serviceFields,
  ...visitFactFields,
  featured: z.optional(z.boolean()),
  status: z.optional(option(CHURCH_STATUSES)),
  latitude: optionalCoordinate(CITY_BOUNDS.south, CITY_BOUNDS.north, msg("latitudeInside", "Latitude must be a number inside San Antonio")),
  longitude: optionalCoordinate(CITY_BOUNDS.west, CITY_BOUNDS.east, msg("longitudeInside", "Longitude must be a number inside San Antonio")),
  heroImage: optionalText(500),
  logoImage: optionalText(500),
  youtubeChannel: optionalUrl(msg("youtubeUrl", "Please enter a valid YouTube URL"), "youtube"),
  recentSermons: z.optional(z.array(z.string().check(singleLine(), z.maxLength(500))).check(z.maxLength(20, msg("atMostSermons", "At most 20 sermons")))),
});
export type AdminChurchInput = z.infer<typeof adminChurchSchema>;

/** A row's services in one cell, 'Sunday 9:00 AM | Sunday 11:00 AM · Spanish', read by the server's parser. */
const serviceList = z.optional(z.pipe(z.string(msg("writeOneLine", "Write the service times in one line, separated by |")).check(singleLine(), z.maxLength(3100, msg("atMostServiceTimes", "At most 30 service times"))), z.pipe(z.transform(splitServiceList), serviceRows())));

/** One Bulk Update row's cells, read on the server row by row so a refusal names its row (docs/decisions/0060-bulk-update-and-map-view.md). */
export const bulkRowSchema = z.object({ ...core, services: serviceList });
export type BulkRow = z.infer<typeof bulkRowSchema>;

/**
 * POST /api/admin/churches/bulk-update: the changed rows. `row` is the row's place in the admin's
 * table (1 for the first shown), which a refusal names; without it, the row's place in this list.
 */
export const bulkUpdateSchema = z.object({
  updates: z
    .array(z.object({ id: z.number().check(z.int(), z.positive()), row: z.optional(z.number().check(z.int(), z.positive())), data: z.record(z.string(), z.unknown()) }))
    .check(z.minLength(1, msg("noChurchesModified", "No churches have been modified")), z.maxLength(200, msg("saveAtMost200", "Save at most 200 rows at a time"))),
});
export type BulkUpdateInput = z.infer<typeof bulkUpdateSchema>;

/** Manage Listings' filter 'Service times not confirmed in 180 days' (docs/service-times.md, Freshness). */
export const UNCONFIRMED_FILTER_DAYS = 180;
/** Its other choice, 'Service times not confirmed in a year': the churches whose owners an admin asks again (docs/service-times.md, Asking the churches). */
export const UNCONFIRMED_YEAR_DAYS = 365;

export const adminListQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(option(CHURCH_STATUSES)),
  /** Only churches whose services were not confirmed in this many days, or never. */
  stale: z.optional(z.coerce.number("stale must be a number of days").check(z.int("stale must be a whole number of days"), z.minimum(1, "stale must be at least 1 day"), z.maximum(3650, "stale must be at most 3650 days"))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  t: z.optional(z.string()),
});

export const ADMIN_PAGE_SIZE = 50;
