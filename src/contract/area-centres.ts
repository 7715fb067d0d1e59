/**
 * A centre and a typical ZIP code for each canonical area: where a church goes on the map when its
 * address cannot be geocoded, and where the fictional demo churches sit.
 */
export const AREA_CENTRES: Record<string, { lat: number; lng: number; zip: string }> = {
  Downtown: { lat: 29.4241, lng: -98.4936, zip: "78205" },
  "Alamo Heights": { lat: 29.4849, lng: -98.4653, zip: "78209" },
  "Monte Vista": { lat: 29.453, lng: -98.501, zip: "78212" },
  "King William": { lat: 29.4128, lng: -98.4953, zip: "78204" },
  Southtown: { lat: 29.409, lng: -98.489, zip: "78210" },
  "Medical Center": { lat: 29.508, lng: -98.575, zip: "78229" },
  "Stone Oak": { lat: 29.628, lng: -98.477, zip: "78258" },
  "UTSA Area": { lat: 29.583, lng: -98.619, zip: "78249" },
  "North Central": { lat: 29.53, lng: -98.49, zip: "78216" },
  Northeast: { lat: 29.52, lng: -98.4, zip: "78217" },
  Northwest: { lat: 29.5, lng: -98.62, zip: "78238" },
  "East Side": { lat: 29.422, lng: -98.45, zip: "78202" },
  "West Side": { lat: 29.425, lng: -98.545, zip: "78207" },
  "South Side": { lat: 29.355, lng: -98.5, zip: "78221" },
  Southeast: { lat: 29.37, lng: -98.43, zip: "78223" },
  Southwest: { lat: 29.36, lng: -98.57, zip: "78227" },
};

/** Downtown San Antonio, for a church whose area is unknown. */
export const CITY_CENTRE = { lat: 29.4241, lng: -98.4936 } as const;

/** A box around Bexar County: geocoder answers outside it are someone else's street. */
export const CITY_BOUNDS = { south: 29.1, north: 29.8, west: -98.85, east: -98.2 } as const;

/** Metres between two points (haversine; plenty for a city). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The canonical area whose centre is nearest: where an imported church most likely belongs. */
export function nearestArea(lat: number, lng: number): string {
  let best = "Downtown";
  let bestDistance = Infinity;
  for (const [name, centre] of Object.entries(AREA_CENTRES)) {
    const d = distanceMetres({ lat, lng }, centre);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}
