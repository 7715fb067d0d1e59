import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { searchStats } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { centralDay } from "../../lib/dates";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { UnansweredSearch } from "../../contract/admin";
import { reportChurches } from "../churches/service";
import { flushSearchStats, missingSearches } from "./service";

let app: TestApp;
let ownerCookie: string;
let adminCookie: string;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.db, { name: "Iglesia Bautista", denomination: "Baptist", area: "South Side", serviceTimes: [{ day: "sunday", time: "10:00", language: "spanish" }] });
  ownerCookie = `sid=${createSession(app.db, (await createUser(app.db)).id)}`;
  adminCookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
});
afterAll(() => app.close());
beforeEach(() => app.db.delete(searchStats).run());

const search = (path: string, userAgent = BROWSER) => app.request(path, { headers: { "user-agent": userAgent } });
const stored = () => {
  flushSearchStats(app.db);
  return app.db.select().from(searchStats).all();
};

describe("directory searches are counted per day, without personal data", () => {
  test("filters are kept normalised, with a bucket of how many churches were found", async () => {
    expect((await search("/api/directory?language=spanish&day=sunday&from=18:00&area=south%20side")).status).toBe(200);
    expect((await search("/api/directory?language=spanish&day=sunday&area=South%20Side", `${BROWSER} Edg/156`)).status).toBe(200);
    const rows = stored();
    expect(rows).toHaveLength(2);
    const evening = rows.find((r) => r.filters.includes("evening"))!;
    expect(JSON.parse(evening.filters)).toEqual({ area: "South Side", language: "spanish", day: "sunday", time: "evening" });
    expect(evening).toMatchObject({ day: centralDay(), searches: 1, noResults: 1, fewResults: 0, resultsSum: 0 });
    expect(rows.find((r) => !r.filters.includes("evening"))).toMatchObject({ searches: 1, noResults: 0, fewResults: 1, resultsSum: 1 });
  });

  test("paging, a repeat by the same visitor, a bot and an unfiltered directory are not new searches", async () => {
    await search("/api/directory?kind=mass");
    await search("/api/directory?kind=mass&page=2");
    await search("/api/directory?kind=mass&view=list");
    await search("/api/directory?kind=mass", "Googlebot/2.1");
    await search("/api/directory");
    expect(stored().map((r) => [r.filters, r.searches])).toEqual([['{"kind":"mass"}', 1]]);
  });

  test("a page the page cache answers is counted too", async () => {
    // Three visitors: the page is kept from its second asking (docs/caching.md, Keeping and evicting).
    expect((await search("/directory?worshipStyle=gospel")).headers.get("x-page-cache")).toBe("miss");
    expect((await search("/directory?worshipStyle=gospel", `${BROWSER} Firefox/140`)).headers.get("x-page-cache")).toBe("miss");
    expect((await search("/directory?worshipStyle=gospel", `${BROWSER} Safari/605`)).headers.get("x-page-cache")).toBe("hit");
    expect(stored()).toMatchObject([{ filters: '{"worshipStyle":"gospel"}', searches: 3, noResults: 3 }]);
  });

  test("no address, browser, coordinates or over-long text is stored: a place becomes its nearest area", async () => {
    await search("/api/directory?near=29.3551,-98.5002&kind=worship&search=Bautista");
    await search(`/api/directory?search=${"x".repeat(101)}&kind=youth`);
    const rows = stored();
    expect(rows.map((r) => JSON.parse(r.filters))).toEqual([{ search: "bautista", kind: "worship", near: "South Side" }, { kind: "youth" }]);
    const all = JSON.stringify(rows);
    for (const personal of ["Mozilla", "29.35", "98.50", "local", "xxxxx"]) expect(all).not.toContain(personal);
    expect(Object.keys(rows[0]!).sort()).toEqual(["day", "fewResults", "filters", "noResults", "resultsSum", "searches"]);
  });
});

describe("visit facts in the counted searches", () => {
  test("the facts asked are kept, and a church near the search that does not say them is told it lists none", async () => {
    const church = createChurch(app.db, { name: "Step Free Chapel", area: "East Side", visitFacts: { said: { "step-free": true } } });
    await search("/api/directory?access=step-free&access=asl&family=nursery&area=East%20Side");
    await search("/api/directory?access=step-free&area=East%20Side");
    const rows = stored();
    expect(rows.map((r) => JSON.parse(r.filters))).toEqual(expect.arrayContaining([{ area: "East Side", access: "step-free,asl", family: "nursery" }, { area: "East Side", access: "step-free" }]));
    const day = centralDay();
    const [report] = reportChurches(app.db, [church.id]);
    expect(missingSearches(app.db, report!, day, day).map((m) => m.sentence)).toEqual([
      "1 search for churches with step-free, ASL, and nursery in East Side found no church; you list none.",
      "1 search for churches with step-free in East Side found only one or two churches; your listing has it now.",
    ]);
  });
});

describe("GET /api/admin/searches/unanswered", () => {
  test("admins see the city-wide searches of the last 30 days that found nothing, most often first", async () => {
    await search("/api/directory?kind=confession&area=Northwest");
    await search("/api/directory?kind=confession&area=Northwest", `${BROWSER} Edg/156`);
    await search("/api/directory?kind=youth&day=friday");
    await search("/api/directory?language=spanish");
    flushSearchStats(app.db);
    const answer = await app.request("/api/admin/searches/unanswered", { headers: { cookie: adminCookie } });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as UnansweredSearch[]).toEqual([
      { label: "confession in Northwest", searches: 2, noResults: 2 },
      { label: "youth on Friday", searches: 1, noResults: 1 },
    ]);
  });

  test("signed out 401, an owner 403", async () => {
    expect((await app.request("/api/admin/searches/unanswered")).status).toBe(401);
    expect((await app.request("/api/admin/searches/unanswered", { headers: { cookie: ownerCookie } })).status).toBe(403);
  });
});
