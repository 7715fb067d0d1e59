import { distanceMetres } from "./area-centres";

/** Distances for 'near me' (docs/service-times.md), on the same sphere as `distanceMetres`. */

export interface Point {
  lat: number;
  lng: number;
}
const METRES_PER_MILE = 1609.344;
export const EARTH_RADIUS_MILES = 6_371_000 / METRES_PER_MILE;
const DEGREES = 180 / Math.PI;

/** Great-circle miles between two points (haversine). */
export const haversineMiles = (a: Point, b: Point) => distanceMetres(a, b) / METRES_PER_MILE;

/**
 * The smallest latitude/longitude box holding every point within `radiusMiles` of `center`: an
 * indexed prefilter, the exact distance deciding after it. Meant for a city, far from the poles
 * and the 180th meridian.
 */
export function boundingBox(center: Point, radiusMiles: number): { south: number; north: number; west: number; east: number } {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = angle * DEGREES;
  // The circle's widest longitude is not on the centre's latitude: asin(sin r / cos lat).
  const dLng = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(center.lat / DEGREES))) * DEGREES;
  return { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng };
}
