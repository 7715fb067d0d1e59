import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addDays } from "../../contract/service-times/calendar-days";
import { centralDay } from "../../lib/dates";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIRECTORY_FILTERS, FILTER_NAMES, readFilters, writeFilters, type FilterName } from "../../contract/directory-filters";
import { readDirectoryQuery } from "../../contract/directory";
import { createChurch } from "../../db/seed/factories";
import { projectRoot } from "../../render/vanilla-extract/file-scope";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { directoryKey } from "./church-lists";

/**
 * Each directory filter is declared once (docs/filters.md): these tests fail when a declared
 * filter is missing from the API, the directory's form, the cache's key or the documentation.
 * A new filter adds its declaration and a line to each table below (the type check asks for it).
 */
const inAWeek = addDays(centralDay(), 7);
const GOOD: Record<FilterName, string> = { search: "grace", denomination: "Baptist", area: "Downtown", worshipStyle: "gospel", language: "spanish", day: "sunday", date: inAWeek, from: "09:00", to: "11:00", kind: "mass", attendance: "online", soon: "1", weekly: "1", access: "step-free", family: "nursery" };
const BAD: Record<FilterName, string> = { search: "x".repeat(101), denomination: "x".repeat(101), area: "x".repeat(101), worshipStyle: "polka", language: "klingon", day: "funday", date: addDays(centralDay(), 63), from: "25:00", to: "7pm", kind: "picnic", attendance: "teleport", soon: "later", weekly: "sometimes", access: "moat", family: "pets" };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.db, { name: "Filter Test Church", denomination: "Baptist", area: "Downtown" });
});
afterAll(() => app.close());

describe("the directory's filters, declared once", () => {
  test("each reads its example and writes it back as the URL had it; each refuses a bad value with words", () => {
    for (const filter of DIRECTORY_FILTERS) {
      const { filters, problems } = readFilters((name) => (name === filter.name ? [GOOD[name]] : []));
      expect({ name: filter.name, problems }).toEqual({ name: filter.name, problems: [] });
      expect(writeFilters(filters)[filter.name]).toBe(GOOD[filter.name]);
      const bad = readFilters((name) => (name === filter.name ? [BAD[name]] : []));
      expect({ name: filter.name, set: filter.name in bad.filters, problems: bad.problems.length }).toEqual({ name: filter.name, set: false, problems: 1 });
    }
  });

  test("GET /api/churches reads every filter: a bad value answers 400 naming it, a good one is taken", async () => {
    for (const name of FILTER_NAMES) {
      const bad = await app.request(`/api/churches?${name}=${encodeURIComponent(BAD[name])}`);
      expect({ name, status: bad.status }).toEqual({ name, status: 400 });
      expect(Object.keys(((await bad.json()) as { details: { fields: Record<string, string> } }).details.fields)).toContain(name);
      expect({ name, status: (await app.request(`/api/churches?${name}=${encodeURIComponent(GOOD[name])}`)).status }).toEqual({ name, status: 200 });
    }
  });

  test("the directory's page reads every filter and keeps it in its form", async () => {
    const search = new URLSearchParams(GOOD).toString();
    const { query } = readDirectoryQuery(new URLSearchParams(search));
    for (const name of FILTER_NAMES) expect({ name, set: query[name] !== undefined }).toEqual({ name, set: true });
    const html = await (await app.request(`/directory?${search}`)).text();
    const form = html.slice(html.indexOf('role="search"'), html.indexOf("</form>", html.indexOf('role="search"')));
    for (const name of FILTER_NAMES) expect({ name, control: new RegExp(`name="${name}"`).test(form) }).toEqual({ name, control: true });
  });

  test("every filter is part of the directory cache's key", () => {
    const now = new Date("2026-11-29T15:00:00Z");
    const base = readDirectoryQuery(new URLSearchParams()).query;
    const keys = new Set([directoryKey(base, now, "en"), ...FILTER_NAMES.map((name) => directoryKey(readDirectoryQuery(new URLSearchParams({ [name]: GOOD[name] })).query, now, "en"))]);
    expect(keys.size).toBe(FILTER_NAMES.length + 1);
  });

  test("every filter has its line in the API's documentation", () => {
    const product = readFileSync(join(projectRoot, "docs/product.md"), "utf8");
    const list = product.slice(product.indexOf("**The directory's filters**"));
    // A line names one filter or several ('- `from`, `to`: …').
    for (const name of FILTER_NAMES) expect({ name, documented: new RegExp(`^- (\`\\w+\`, )*\`${name}\``, "m").test(list) }).toEqual({ name, documented: true });
  });
});
