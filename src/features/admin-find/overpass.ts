import { CITY_BOUNDS } from "../../contract/area-centres";
import type { MapsResult } from "../../contract/find-churches";

/** An element of an Overpass API JSON answer (`out center tags`). */
export interface OverpassElement {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

const MAX_RESULTS = 60;
const TIMEOUT_MS = 20_000;

/** Overpass QL: places of worship in the San Antonio box whose name matches, at most 60. */
export function placesOfWorshipQuery(name: string): string {
  // Regex metacharacters and quotes in the admin's text are matched literally.
  const pattern = name.replace(/[\\^$.*+?()[\]{}|"]/g, "\\$&");
  const box = `${CITY_BOUNDS.south},${CITY_BOUNDS.west},${CITY_BOUNDS.north},${CITY_BOUNDS.east}`;
  const selector = `["amenity"="place_of_worship"]["name"~"${pattern}",i](${box})`;
  return `[out:json][timeout:25];(node${selector};way${selector};relation${selector};);out center tags ${MAX_RESULTS};`;
}

/** Runs a query against an Overpass server; throws when it is down or answers something else. */
export async function runOverpass(baseUrl: string, query: string): Promise<OverpassElement[]> {
  const response = await fetch(baseUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "SanAntonioChurchDirectory/1.0" },
    body: new URLSearchParams({ data: query }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Overpass answered ${response.status}`);
  const body = (await response.json()) as { elements?: OverpassElement[] };
  if (!Array.isArray(body.elements)) throw new Error("Overpass answered without elements");
  return body.elements;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
};

/** An element as the spec's maps search result; null without a name or a position. */
export function toMapsResult(element: OverpassElement): MapsResult | null {
  const tags = element.tags ?? {};
  const latitude = element.lat ?? element.center?.lat;
  const longitude = element.lon ?? element.center?.lon;
  if (!tags.name || latitude === undefined || longitude === undefined) return null;
  const street = [tags["addr:housenumber"], tags["addr:street"]].filter(Boolean).join(" ");
  const municipality = tags["addr:city"] ?? "San Antonio";
  const full_address = street ? `${street}, ${municipality}, ${tags["addr:state"] ?? "TX"}${tags["addr:postcode"] ? ` ${tags["addr:postcode"]}` : ""}` : "";
  const phones = [tags.phone, tags["contact:phone"]].filter(Boolean).join(", ");
  const website = tags.website ?? tags["contact:website"] ?? "";
  return {
    place_id: `${element.type}/${element.id}`,
    name: tags.name,
    categories: ["place_of_worship", tags.religion, tags.denomination].filter((c): c is string => Boolean(c)),
    full_address,
    street,
    municipality,
    phone: phones.split(", ")[0] ?? "",
    phones,
    website: /^https?:\/\//.test(website) ? website : website ? `https://${website}` : "",
    domain: hostOf(/^https?:\/\//.test(website) ? website : `https://${website}`),
    emails: [tags.email, tags["contact:email"]].filter((e): e is string => Boolean(e)),
    latitude,
    longitude,
  };
}
