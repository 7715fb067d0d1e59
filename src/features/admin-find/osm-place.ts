import * as z from "zod/mini";
import { guessDenomination, zipFromAddress } from "../../contract/find-churches";
import { denominationOfTag, isChristianPlace } from "../../contract/osm-denominations";
import { publicEmailSchema, type OverpassExportElement } from "../../contract/overpass-export";
import type { ServiceRow } from "../../contract/service-times/options";
import { readOpeningHoursAsServices, readServiceTimes, type HoursReading } from "../../lib/service-times/osm-hours";
import { toMapsResult } from "./overpass";

/** What the import takes from an element (docs/city-data.md, What the import reads); also what it remembers of it. */
export interface OsmFields {
  name: string;
  nameEs: string;
  address: string;
  zip: string;
  phone: string | null;
  website: string | null;
  publicEmail: string | null;
  /** A site denomination's name, or null. */
  denomination: string | null;
  /** From `wheelchair`: yes true, no false, limited or missing null (docs/decisions/0085-osm-import.md). */
  stepFree: boolean | null;
  /** Weekly services; none when the element has no service times. */
  services: ServiceRow[];
  latitude: number;
  longitude: number;
}

export interface OsmPlace {
  element: string;
  fields: OsmFields;
  /** How its service times were read; null when it has none. */
  hours: HoursReading | null;
  /** It has `opening_hours` that read as a building's open hours, not services. */
  buildingHours: boolean;
}

export type OsmSkip = "no-name-or-position" | "not-christian";

const STEP_FREE: Record<string, boolean> = { yes: true, designated: true, no: false };
const clip = (text: string, length: number) => text.trim().slice(0, length).trim();
/** Way centres move by a hair when a way is redrawn: a pin that moved less than a metre has not moved. */
const coordinate = (value: number) => Math.round(value * 1e5) / 1e5;

function denominationOf(tags: Record<string, string>, name: string): string | null {
  const tagged = denominationOfTag(tags.denomination);
  if (tagged !== undefined) return tagged;
  if (tags.religion?.toLowerCase() === "jewish") return "Jewish";
  // The name's guess only where the denomination tag is missing (an unknown value is not guessed over).
  return tags.denomination ? null : guessDenomination(name);
}

function servicesOf(tags: Record<string, string>): { services: ServiceRow[]; hours: HoursReading | null; buildingHours: boolean } {
  const serviceTimes = tags.service_times?.trim();
  if (serviceTimes) {
    const read = readServiceTimes(serviceTimes);
    return { services: read.rows, hours: read.how, buildingHours: false };
  }
  const openingHours = tags.opening_hours?.trim();
  if (!openingHours) return { services: [], hours: null, buildingHours: false };
  const read = readOpeningHoursAsServices(openingHours);
  return read ? { services: read.rows, hours: read.how, buildingHours: false } : { services: [], hours: null, buildingHours: true };
}

/** An element as the import's place, or why it is skipped: no name or position, or not Christian unless every religion is asked for. */
export function osmPlaceOf(element: OverpassExportElement, everyReligion: boolean): OsmPlace | OsmSkip {
  const tags = element.tags ?? {};
  const found = toMapsResult(element);
  if (!found) return "no-name-or-position";
  if (!everyReligion && !isChristianPlace(tags)) return "not-christian";
  const name = clip(found.name, 200);
  const address = clip(found.full_address, 300);
  const email = found.emails.map((e) => z.safeParse(publicEmailSchema, e)).find((r) => r.success)?.data ?? null;
  const { services, hours, buildingHours } = servicesOf(tags);
  return {
    element: found.place_id,
    hours,
    buildingHours,
    fields: {
      name,
      nameEs: clip(tags["name:es"] ?? "", 200),
      address,
      zip: clip(tags["addr:postcode"] ?? "", 10).match(/^\d{5}/)?.[0] ?? zipFromAddress(address),
      phone: clip(found.phone, 40) || null,
      website: found.website && URL.canParse(found.website) ? clip(found.website, 500) : null,
      publicEmail: email ? email.toLowerCase() : null,
      denomination: denominationOf(tags, name),
      stepFree: STEP_FREE[tags.wheelchair?.trim().toLowerCase() ?? ""] ?? null,
      services,
      latitude: coordinate(found.latitude),
      longitude: coordinate(found.longitude),
    },
  };
}
