import * as z from "zod/mini";
import { coordinate, optionalCoordinate, optionalParagraphs, optionalText, optionalUrl, requiredText, singleLine } from "./fields";
import { msg } from "./i18n/msg";

/** Maps search (docs/product.md M5, M9): 20 a page, pages 1 to 3, 60 at most. */
export const MAPS_PAGE_SIZE = 20;
export const MAPS_MAX_PAGE = 3;

export const mapsSearchSchema = z.object({
  query: z.string(msg("searchRequired", "Search query required")).check(singleLine(), z.trim(), z.minLength(1, msg("searchRequired", "Search query required")), z.maxLength(100, "At most 100 characters")),
  page: z.optional(z.number().check(z.int(), z.minimum(1, "Pages 1 to 3"), z.maximum(MAPS_MAX_PAGE, "Pages 1 to 3"))),
});

/** A maps search result (docs/product.md M3), mapped from OpenStreetMap (docs/product.md D3). */
export interface MapsResult {
  place_id: string;
  name: string;
  categories: string[];
  full_address: string;
  street: string;
  municipality: string;
  phone: string;
  phones: string;
  website: string;
  domain: string;
  emails: string[];
  latitude: number;
  longitude: number;
}

const LATITUDE = msg("latitudeRequired", "A latitude from -90 to 90 is required");
const LONGITUDE = msg("longitudeRequired", "A longitude from -180 to 180 is required");

export const duplicateCheckSchema = z.object({
  name: requiredText(msg("churchNameRequired", "Church name is required"), 200),
  address: optionalText(300),
  latitude: optionalCoordinate(-90, 90, LATITUDE),
  longitude: optionalCoordinate(-180, 180, LONGITUDE),
});

/** POST /api/admin/churches: a church from a search result (docs/product.md D13: approved, unclaimed). */
export const addChurchSchema = z.object({
  name: requiredText(msg("churchNameRequired", "Church name is required"), 200),
  address: optionalText(300),
  zip: optionalText(10),
  phone: optionalText(40),
  website: optionalUrl(msg("websiteUrl", "Please enter a valid website URL")),
  latitude: coordinate(-90, 90, LATITUDE),
  longitude: coordinate(-180, 180, LONGITUDE),
  denominationId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  /** A canonical name instead of the id, e.g. guessed from the name and OpenStreetMap's tags. */
  denomination: optionalText(100),
  area: optionalText(100),
  status: z.optional(z.string()),
  featured: z.optional(z.boolean()),
  description: optionalParagraphs(5000),
});
export type AddChurchInput = z.infer<typeof addChurchSchema>;

/** The ZIP is the first five-digit number in the address (docs/product.md M5, import). */
export function zipFromAddress(address: string): string {
  return address.match(/\b\d{5}\b/)?.[0] ?? "";
}

/**
 * The docs/product.md (management side)'s denomination guess from a church's name, as names of the canonical list
 * (their ids are the spec's: Presbyterian 1 … Non-denominational 10). Find Churches and the import
 * also pass OpenStreetMap's religion and denomination tags, which name many more.
 */
export function guessDenomination(name: string): string | null {
  const n = name.toLowerCase();
  if (n.includes("presbyterian")) return "Presbyterian";
  if (n.includes("episcopal")) return "Episcopal";
  if (n.includes("jewish") || n.includes("synagogue")) return "Jewish";
  if (n.includes("lutheran")) return "Lutheran";
  if (n.includes("baptist")) return "Baptist";
  if (n.includes("church of christ")) return "Church of Christ";
  if (n.includes("methodist")) return "Methodist";
  if (n.includes("catholic")) return "Catholic";
  if (n.includes("non-denominational") || n.includes("nondenominational") || n.includes("community church")) return "Non-denominational";
  return null;
}
