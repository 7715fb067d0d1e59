import { afterAll, beforeAll, expect, test } from "bun:test";
import { seedCountry } from "../../src/db/seed/country";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { WALK_ABOVE } from "../../src/features/churches/name-ranks";
import type { ResolvedFilters } from "../../src/features/churches/resolved-filters";
import { countChurches, selectChurchPage } from "../../src/features/churches/search-queries";

// Among more than WALK_ABOVE churches a list by name walks the name order, and a count it cannot
// afford is estimated and said so (docs/decisions/0097-walk-by-name.md).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  seedCountry(app.db, WALK_ABOVE + 1);
}, 60_000);
afterAll(() => app.close());

const names = (filters: ResolvedFilters, limit: number, offset: number, walkAbove?: number) => selectChurchPage(app.db, filters, limit, offset, "en", walkAbove).rows.map((r) => r.id);

test("the walk answers the pages reading every match answers", () => {
  const baptist = app.db.$client.query<{ id: number }, []>("SELECT id FROM denominations WHERE name = 'Baptist'").get()!.id;
  const searches: ResolvedFilters[] = [{}, { match: '"church"*', broadMatch: true }, { featured: false, facts: ["step-free", "nursery"] }, { featured: true }, { onRow: { denomination: baptist } }, { match: '"grace"*', onRow: { denomination: baptist } }];
  for (const filters of searches) {
    for (const [limit, offset] of [[20, 0], [20, 40], [50, 500]] as const) {
      expect(names(filters, limit, offset)).toEqual(names(filters, limit, offset, Number.POSITIVE_INFINITY));
    }
  }
});

test("an estimated count is within a few percent of the count", () => {
  for (const filters of [{ match: '"church"*', broadMatch: true }, { featured: false, facts: ["step-free", "nursery"] }] satisfies ResolvedFilters[]) {
    const page = selectChurchPage(app.db, filters, 20, 0);
    expect(page.total).toBeUndefined();
    const counted = countChurches(app.db, filters);
    expect(Math.abs(page.estimate!() - counted) / counted).toBeLessThan(0.05);
  }
});

test("the API says when its total is an estimate, rounded to two figures", async () => {
  const response = await app.request("/api/churches?search=church");
  expect(response.status).toBe(200);
  expect(await response.json()).toHaveLength(50);
  expect(response.headers.get("x-total-count-estimated")).toBe("true");
  const total = Number(response.headers.get("x-total-count"));
  expect(total % 100).toBe(0);
  expect(Number(response.headers.get("x-page-count"))).toBe(Math.ceil(total / 50));
  // Every page of the search says the same total.
  const later = await app.request("/api/churches?search=church&page=3");
  expect(later.headers.get("x-total-count")).toBe(String(total));
  // Conditions on the church's row alone are counted on their index, exactly.
  const all = await app.request("/api/churches?page=2");
  expect(all.headers.get("x-total-count-estimated")).toBeNull();
  expect(Number(all.headers.get("x-total-count"))).toBe(countChurches(app.db, {}));
  // A search that finds a few counts them.
  const few = await app.request(`/api/churches?search=${encodeURIComponent("Annunciation Greek Orthodox Church 14")}`);
  expect(few.status).toBe(200);
  expect(few.headers.get("x-total-count-estimated")).toBeNull();
  expect(Number(few.headers.get("x-total-count"))).toBe(((await few.json()) as unknown[]).length);
});

test("the directory says 'About N churches found' in both languages", async () => {
  const en = await (await app.request("/directory?access=step-free&family=nursery")).text();
  expect(en.match(/About [\d,]+ churches found/)?.[0]).toMatch(/^About \d{1,2},\d00 churches found$/);
  const es = await (await app.request("/es/directory?access=step-free&family=nursery")).text();
  expect(es.match(/Unas [\d.]+ iglesias encontradas/)?.[0]).toMatch(/^Unas \d{1,2}\.\d00 iglesias encontradas$/);
});
