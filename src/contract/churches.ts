import * as z from "zod/mini";
import { SERVICE_LANGUAGES, WORSHIP_STYLES, type ServiceLanguage, type WorshipStyle } from "./options";

/** Directory page size: non-featured churches per page (a multiple of the grid's 4 columns). */
export const DIRECTORY_PAGE_SIZE = 24;
/** At most this many featured churches head the directory's results. */
export const FEATURED_LIMIT = 24;
/** API list limits: every list is bounded (DECISIONS.md 18). */
export const API_DEFAULT_LIMIT = 50;
export const API_MAX_LIMIT = 100;
/** The map gets at most this many points; beyond it the filters narrow the view. */
export const MAP_POINT_LIMIT = 5000;

/** Query strings arrive as text; a blank or missing value means "not set". */
const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));
const optionalText = (max: number) =>
  z.pipe(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))));
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(blankToUndefined, z.optional(z.enum(values, message)));
const optionalInt = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    z.optional(z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message))),
  );

/** GET /api/churches and the directory's GET form share these filters. */
export const churchFiltersSchema = z.object({
  search: optionalText(100),
  denomination: optionalText(100),
  area: optionalText(100),
  worshipStyle: optionalEnum(WORSHIP_STYLES, "Unknown worship style"),
  language: optionalEnum(SERVICE_LANGUAGES, "Unknown language"),
});
export type ChurchFilters = z.infer<typeof churchFiltersSchema>;

export const churchListQuerySchema = z.extend(churchFiltersSchema, {
  featured: optionalEnum(["true", "false"] as const, "featured is true or false"),
  page: optionalInt(1, 10_000, "page is a whole number from 1"),
  limit: optionalInt(1, API_MAX_LIMIT, `limit is a whole number from 1 to ${API_MAX_LIMIT}`),
});
export type ChurchListQuery = z.infer<typeof churchListQuerySchema>;

export const FILTER_KEYS = ["search", "denomination", "area", "worshipStyle", "language"] as const;

/** The filters as a query string (for links, the URL and API calls), without blanks. */
export function filtersToQuery(filters: Partial<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A church as the public API and pages show it (visitor spec 3). */
export interface PublicChurch {
  id: number;
  slug: string;
  name: string;
  description: string;
  denomination: string | null;
  area: string | null;
  address: string;
  zip: string;
  phone: string | null;
  website: string | null;
  /** Strings, as the spec's wire format has them; parse with Number(). */
  latitude: string | null;
  longitude: string | null;
  logoImage: string | null;
  heroImage: string | null;
  services: string[];
  featured: boolean;
  isPremium: boolean;
  youtubeChannel: string | null;
  recentSermons: string[];
  worshipStyle: WorshipStyle | null;
  languages: ServiceLanguage[];
}

/** The profile adds what premium churches tell about themselves. */
export interface ChurchProfile extends PublicChurch {
  pastorName: string | null;
  missionStatement: string | null;
  history: string | null;
  specialPrograms: string | null;
  youthPrograms: string | null;
  musicMinistry: string | null;
  outreachPrograms: string | null;
  facebookPage: string | null;
  instagramHandle: string | null;
}

/** One point of the directory map: [id, lat, lng, featured 0|1]. */
export type MapPoint = [number, number, number, 0 | 1];

export const analyticsViewSchema = z.object({ viewType: z.enum(["directory", "profile"]) });
export const analyticsClickSchema = z.object({ clickType: z.enum(["website", "phone", "directions"]) });
export type ClickType = z.infer<typeof analyticsClickSchema>["clickType"];

/** A maps search for the address, opened in a new tab ('Get Directions'). */
export function directionsUrl(address: string, zip?: string): string {
  const query = zip && !address.includes(zip) ? `${address} ${zip}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'San Antonio, TX 78205' under the first address segment (visitor spec, church card). */
export function addressLines(address: string, zip: string): [string, string] {
  return [address.split(",")[0]!.trim(), `San Antonio, TX ${zip}`.trim()];
}
