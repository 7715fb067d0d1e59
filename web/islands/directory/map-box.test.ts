import { expect, test } from "bun:test";
import { onMapGrid } from "../../../src/features/churches/map-query";
import { boxAround, boxParam, covers, onGlobe } from "./map-box";

test("the map asks for its view widened by half on every side, rounded out to a quarter degree", () => {
  // Downtown San Antonio at zoom 11 in a 1,000 × 600 px frame.
  const view = [29.25, -98.84, 29.6, -98.15] as const;
  const box = boxAround(view);
  expect(boxParam(box)).toBe("29,-99.25,30,-97.75");
  expect(covers(box, view)).toBe(true);
  // A small pan stays inside: no new ask.
  expect(covers(box, [29.3, -98.8, 29.65, -98.1])).toBe(true);
  // Far away it does not.
  expect(covers(box, [32.6, -97, 32.9, -96.6])).toBe(false);
});

test("a view of the whole world stays on the globe, and once its pins are all there it asks no more", () => {
  expect(boxAround([-80, -170, 80, 170])).toEqual([-90, -180, 90, 180]);
  // Zoomed far out, Leaflet's bounds go past the antimeridian and the poles.
  const view = [-95, -540, 95, 540] as const;
  expect(covers(boxAround(view), view)).toBe(false);
  expect(covers(boxAround(view), onGlobe(view))).toBe(true);
});

test("the boxes the map asks are on the grid the server remembers", () => {
  const [south, west, north, east] = boxAround([29.25, -98.84, 29.6, -98.15]);
  expect(onMapGrid({ south, west, north, east })).toBe(true);
  expect(onMapGrid({ south: 29.4, west: -98.5, north: 29.5, east: -98.4 })).toBe(false);
});
