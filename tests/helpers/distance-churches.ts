import type { Db } from "../../src/db/client";
import { createChurch } from "../../src/db/seed/factories";

/**
 * Churches due north of one address at known distances, their names out of distance order and
 * out of byte order (case, accents, numbers, ñ): the directory's order tests
 * (docs/service-times.md, Order) share them. The fake geocoder (tests/fakes/nominatim.ts) puts
 * ORDER_ADDRESS at ORDER_POINT (an address of its own: the server remembers what the geocoder found, per process).
 */
export const ORDER_ADDRESS = "300 Alamo Plaza";
export const ORDER_POINT = { lat: 29.4245, lon: -98.4925 };
const MILES_PER_DEGREE_OF_LATITUDE = 69.09;

/** Name and miles north of ORDER_POINT, nearest first. */
export const ORDER_CHURCHES: [name: string, miles: number][] = [
  ["Zion Chapel", 0.3],
  ["église Saint-Pierre", 1.2],
  ["Nueva Vida", 1.6],
  ["Iglesia Metodista", 2.0],
  ["Eglise Baptiste", 2.6],
  ["Iglesia de Cristo", 3.1],
  ["Chapel 10", 3.7],
  ["Chapel 9", 4.2],
  ["Ñandú Templo", 4.5],
  ["alamo Heights Church", 4.9],
];

/** By name, as an English page collates them (case and accents aside, numbers as numbers, ñ as n). */
export const ORDER_BY_NAME_EN = ["alamo Heights Church", "Chapel 9", "Chapel 10", "Eglise Baptiste", "église Saint-Pierre", "Iglesia de Cristo", "Iglesia Metodista", "Ñandú Templo", "Nueva Vida", "Zion Chapel"];
/** By name, as a Spanish page collates them: ñ is its own letter, after n. */
export const ORDER_BY_NAME_ES = ["alamo Heights Church", "Chapel 9", "Chapel 10", "Eglise Baptiste", "église Saint-Pierre", "Iglesia de Cristo", "Iglesia Metodista", "Nueva Vida", "Ñandú Templo", "Zion Chapel"];

export function createOrderChurches(db: Db) {
  for (const [name, miles] of ORDER_CHURCHES) {
    createChurch(db, { name, latitude: ORDER_POINT.lat + miles / MILES_PER_DEGREE_OF_LATITUDE, longitude: ORDER_POINT.lon });
  }
}
