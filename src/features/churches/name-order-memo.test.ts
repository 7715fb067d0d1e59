import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { nameCollator } from "../../contract/name-order";
import { churches } from "../../db/schema";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { keepNameOrders, nameRanks } from "./name-order-memo";

// The name order is kept across writes: the churches written are moved, not all read again
// (docs/decisions/0097-walk-by-name.md). Whatever the path, it is the order a full sort gives.

let app: TestApp;
const ids: number[] = [];
beforeAll(async () => {
  app = await createTestApp();
  for (const name of ["Ágape Chapel", "Zion Church", "Iglesia de Cristo", "Chapel 10", "Chapel 9", "Ñandú Fellowship", "Nueva Vida", "Bethel", "bethel", "Grace"]) ids.push(createChurch(app.db, { name }).id);
});
afterAll(() => app.close());

const sorted = (lang: "en" | "es") => {
  const compare = nameCollator(lang).compare;
  return app.db.select({ id: churches.id, name: churches.name }).from(churches).all().sort((a, b) => compare(a.name, b.name) || a.id - b.id).map((r) => r.id);
};

test("renamed, new and deleted churches take their places in both languages", () => {
  for (const lang of ["en", "es"] as const) expect(Array.from(nameRanks(app.db, lang).ordered)).toEqual(sorted(lang));
  const before = app.db.dataVersion.current;
  app.db.update(churches).set({ name: "Aaron's Chapel" }).where(eq(churches.id, ids[1]!)).run();
  app.db.update(churches).set({ name: "Chapel 95" }).where(eq(churches.id, ids[7]!)).run();
  createChurch(app.db, { name: "Nazareth" });
  // A few churches written since: the order is patched, not read again.
  expect(app.db.dataVersion.churchesWrittenSince(before)?.size).toBeLessThanOrEqual(4);
  for (const lang of ["en", "es"] as const) {
    const { ordered, rank } = nameRanks(app.db, lang);
    expect(Array.from(ordered)).toEqual(sorted(lang));
    ordered.forEach((id, i) => expect(rank[id]).toBe(i));
  }
  // A deleted church concerns every page: the order is read again, without it.
  app.db.delete(churches).where(eq(churches.id, ids[3]!)).run();
  expect(Array.from(nameRanks(app.db, "en").ordered)).toEqual(sorted("en"));
});

test("the orders read as the server starts are both languages' orders, and kept across a write", () => {
  keepNameOrders(app.db, ["en", "es"]);
  for (const lang of ["en", "es"] as const) expect(Array.from(nameRanks(app.db, lang).ordered)).toEqual(sorted(lang));
  app.db.update(churches).set({ name: "Ñu Chapel" }).where(eq(churches.id, ids[0]!)).run();
  for (const lang of ["en", "es"] as const) expect(Array.from(nameRanks(app.db, lang).ordered)).toEqual(sorted(lang));
});
