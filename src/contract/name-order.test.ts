import { expect, test } from "bun:test";
import { sortByName } from "./name-order";

test("names sort case and accents aside, numbers as numbers, in the page's language", () => {
  const names = ["Zion Chapel", "église Saint-Pierre", "Nueva Vida", "Iglesia Metodista", "Chapel 10", "Chapel 9", "Ñandú Templo", "alamo Heights"];
  expect(sortByName(names, (n) => n, "en")).toEqual(["alamo Heights", "Chapel 9", "Chapel 10", "église Saint-Pierre", "Iglesia Metodista", "Ñandú Templo", "Nueva Vida", "Zion Chapel"]);
  expect(sortByName(names, (n) => n, "es")).toEqual(["alamo Heights", "Chapel 9", "Chapel 10", "église Saint-Pierre", "Iglesia Metodista", "Nueva Vida", "Ñandú Templo", "Zion Chapel"]);
  // 'Église' sits beside 'Eglise', not after 'Zion' as bytes put it.
  expect(sortByName(["Zion", "Église", "Eglise", "Faith"], (n) => n)).toEqual(["Église", "Eglise", "Faith", "Zion"]);
  expect(sortByName([{ n: "Iglesia Metodista" }, { n: "Iglesia de Cristo" }], (x) => x.n).map((x) => x.n)).toEqual(["Iglesia de Cristo", "Iglesia Metodista"]);
});
