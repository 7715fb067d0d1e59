import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { boundingBox, haversineMiles, type Point } from "./distance";

const ALAMO = { lat: 29.426, lng: -98.4861 };
const AIRPORT = { lat: 29.5337, lng: -98.4698 };
const RADIUS = 3958.7613; // miles: 6,371 km

/** The spherical law of cosines: an independent formula for the same great-circle distance. */
function lawOfCosines(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const cos = Math.sin(a.lat * rad) * Math.sin(b.lat * rad) + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
  return RADIUS * Math.acos(Math.min(1, cos));
}

/** The point `miles` from `from` at a bearing (degrees), on the same sphere. */
function destination(from: Point, miles: number, bearing: number): Point {
  const rad = Math.PI / 180;
  const d = miles / RADIUS;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing * rad));
  const lng2 = from.lng * rad + Math.atan2(Math.sin(bearing * rad) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

describe("miles between two points", () => {
  test("the Alamo to San Antonio's airport is about 7.5 miles, as the law of cosines says", () => {
    const miles = haversineMiles(ALAMO, AIRPORT);
    expect(miles).toBeGreaterThan(7.4);
    expect(miles).toBeLessThan(7.6);
    // The law of cosines loses digits over short distances: agreeing within a metre is agreeing.
    expect(miles).toBeCloseTo(lawOfCosines(ALAMO, AIRPORT), 3);
    expect(haversineMiles(AIRPORT, ALAMO)).toBeCloseTo(miles, 9);
    expect(haversineMiles(ALAMO, ALAMO)).toBe(0);
  });

  test("one degree of latitude is about 69.1 miles; San Antonio to Austin about 74", () => {
    expect(haversineMiles({ lat: 29, lng: -98 }, { lat: 30, lng: -98 })).toBeCloseTo(69.09, 1);
    const austin = { lat: 30.2672, lng: -97.7431 };
    expect(haversineMiles(ALAMO, austin)).toBeGreaterThan(73);
    expect(haversineMiles(ALAMO, austin)).toBeLessThan(76);
  });
});

describe("bounding box", () => {
  test("its edges are the radius away due north, south, and at the widest east and west", () => {
    const box = boundingBox(ALAMO, 10);
    expect(haversineMiles(ALAMO, { lat: box.north, lng: ALAMO.lng })).toBeCloseTo(10, 6);
    expect(haversineMiles(ALAMO, { lat: box.south, lng: ALAMO.lng })).toBeCloseTo(10, 6);
    // Wider than one radius of longitude at the centre's latitude, never narrower.
    expect(haversineMiles(ALAMO, { lat: ALAMO.lat, lng: box.east })).toBeGreaterThanOrEqual(10);
    expect(box.east - ALAMO.lng).toBeCloseTo(ALAMO.lng - box.west, 9);
  });

  test("holds every point within the radius, in every direction", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 35, noNaN: true }),
        fc.double({ min: -100, max: -95, noNaN: true }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, lng, radius, fraction, bearing) => {
          const box = boundingBox({ lat, lng }, radius);
          const p = destination({ lat, lng }, radius * fraction, bearing);
          expect(haversineMiles({ lat, lng }, p)).toBeLessThanOrEqual(radius * (1 + 1e-9));
          const slack = 1e-9;
          expect(p.lat).toBeGreaterThanOrEqual(box.south - slack);
          expect(p.lat).toBeLessThanOrEqual(box.north + slack);
          expect(p.lng).toBeGreaterThanOrEqual(box.west - slack);
          expect(p.lng).toBeLessThanOrEqual(box.east + slack);
        },
      ),
      { numRuns: 5000 },
    );
  });

  test("is tight: the farthest-east point of the circle touches its east edge", () => {
    const east = Math.max(...Array.from({ length: 3601 }, (_, i) => destination(ALAMO, 25, i / 10).lng));
    expect(east).toBeCloseTo(boundingBox(ALAMO, 25).east, 4);
  });
});
