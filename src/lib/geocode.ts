import { AREA_CENTRES, CITY_BOUNDS, CITY_CENTRE } from "../contract/area-centres";

export interface Placement {
  latitude: number;
  longitude: number;
  /** The geocoder could not place the address: the pin is the area's centre until an admin moves it. */
  approximate: boolean;
}

const TIMEOUT_MS = 4000;

const inCity = (lat: number, lng: number) =>
  lat >= CITY_BOUNDS.south && lat <= CITY_BOUNDS.north && lng >= CITY_BOUNDS.west && lng <= CITY_BOUNDS.east;

/**
 * Asks a Nominatim server (its JSON search API) for the address; null when it is down, slow,
 * finds nothing, or finds a place outside the city.
 */
export async function geocodeAddress(baseUrl: string, address: string, zip: string): Promise<{ lat: number; lng: number } | null> {
  const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.search = new URLSearchParams({ q: `${address}, San Antonio, TX ${zip}`, format: "jsonv2", limit: "1", countrycodes: "us" }).toString();
  try {
    // Nominatim's usage policy asks every application to name itself.
    const response = await fetch(url, { headers: { "user-agent": "SanAntonioChurchDirectory/1.0", accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return null;
    const [first] = (await response.json()) as { lat?: string; lon?: string }[];
    const lat = Number(first?.lat);
    const lng = Number(first?.lon);
    return Number.isFinite(lat) && Number.isFinite(lng) && inCity(lat, lng) ? { lat, lng } : null;
  } catch {
    return null;
  }
}

/** Where a church goes on the map: the geocoded address, else its area's centre, else the city's. */
export async function placeChurch(baseUrl: string, address: string, zip: string, area: string): Promise<Placement> {
  const found = await geocodeAddress(baseUrl, address, zip);
  if (found) return { latitude: found.lat, longitude: found.lng, approximate: false };
  const centre = AREA_CENTRES[area] ?? CITY_CENTRE;
  return { latitude: centre.lat, longitude: centre.lng, approximate: true };
}

/** The street address and ZIP at a point, from Nominatim's /reverse; null when it cannot say. */
export async function reverseGeocode(baseUrl: string, lat: number, lng: number): Promise<{ address: string; zip: string } | null> {
  const url = new URL("reverse", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.search = new URLSearchParams({ lat: String(lat), lon: String(lng), format: "jsonv2", zoom: "18", addressdetails: "1" }).toString();
  try {
    const response = await fetch(url, { headers: { "user-agent": "SanAntonioChurchDirectory/1.0", accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as { address?: Record<string, string> };
    const a = body.address;
    if (!a?.road) return null;
    const street = [a.house_number, a.road].filter(Boolean).join(" ");
    const zip = a.postcode?.match(/\d{5}/)?.[0] ?? "";
    return { address: `${street}, ${a.city ?? a.town ?? "San Antonio"}, TX${zip ? ` ${zip}` : ""}`, zip };
  } catch {
    return null;
  }
}
