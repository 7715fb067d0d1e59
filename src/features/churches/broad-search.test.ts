import { afterAll, beforeAll, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { countChurches, selectChurchPage } from "./search-queries";
import type { ResolvedFilters } from "./resolved-filters";
import { textMatchSet } from "./text-matches";

// A broad text search walks the list's index instead of sorting every match
// (docs/decisions/0042-whole-country-bench.md): both plans answer the same pages and counts.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const words = ["Grace", "Bethel", "Grace Bethel", "Zion", "Hope"];
  for (let i = 0; i < 40; i++) {
    createChurch(app.db, { name: `${words[i % words.length]} Chapel ${String(40 - i).padStart(2, "0")}`, denomination: i % 2 ? "Baptist" : "Methodist", status: i % 13 === 5 ? "pending" : "approved" });
  }
});
afterAll(() => app.close());

const ids = (filters: ResolvedFilters, limit: number, offset: number) => selectChurchPage(app.db, filters, limit, offset).rows.map((r) => r.name);

test("a broad match answers the pages and counts a few matches do", () => {
  const denominationId = app.db.$client.query<{ id: number }, []>("SELECT id FROM denominations WHERE name = 'Baptist'").get()!.id;
  for (const match of ['"grace"*', '"bethel"*', '"chapel"*', '"gr"* "be"*']) {
    for (const extra of [{}, { onRow: { denomination: denominationId } }, { featured: false }]) {
      const few: ResolvedFilters = { match, ...extra };
      const broad: ResolvedFilters = { ...few, broadMatch: true };
      for (const [limit, offset] of [[5, 0], [5, 5], [50, 0]] as const) expect(ids(broad, limit, offset)).toEqual(ids(few, limit, offset));
      expect(countChurches(app.db, broad)).toBe(countChurches(app.db, few));
    }
  }
  expect(ids({ match: '"grace"*', broadMatch: true }, 3, 0)).toEqual(["Grace Bethel Chapel 03", "Grace Bethel Chapel 08", "Grace Bethel Chapel 13"]);
  expect(textMatchSet(app.db, '"grace"*').ids.length).toBe(16);
});
