import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { analyticsDaily, churches, monthlyReports, outbox, searchStats } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { monthLabel, type MonthlyReportFigures, type ReportListItem } from "../../contract/reports";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { bodyOf as mailBody, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { mailSite } from "../../mail/site";
import { filtersKey, type SearchFilters } from "../search-stats/filters";
import { centralDay } from "../../lib/dates";
import { dueMonth, runMonthlyReports } from "./service";

let app: TestApp;
let grace: number;
let free: number;
let premiumCookie: string;
let freeCookie: string;
const MONTH = "2026-10";
const NOW = new Date("2026-11-01T15:00:00Z");
/** When the owners' churches were listed: before MONTH (no report is written of a month before). */
const LISTED = new Date("2026-01-15T18:00:00Z");

const searches = (day: string, filters: SearchFilters, counts: { searches: number; noResults?: number; fewResults?: number }) => ({
  day,
  filters: filtersKey(filters),
  noResults: 0,
  fewResults: 0,
  resultsSum: 0,
  ...counts,
});

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { username: "grace-owner", email: "pastor@grace.example" });
  const freeOwner = await createUser(app.db, { username: "free-owner" });
  premiumCookie = `sid=${createSession(app.db, owner.id)}`;
  freeCookie = `sid=${createSession(app.db, freeOwner.id)}`;
  grace = createChurch(app.db, {
    name: "Grace Baptist",
    denomination: "Baptist",
    area: "South Side",
    ownerId: owner.id,
    isPremium: true,
    serviceTimes: [{ day: "sunday", time: "10:00", kind: "worship", language: "english" }],
    createdAt: LISTED,
  }).id;
  const peerA = createChurch(app.db, { denomination: "Baptist" }).id;
  const peerB = createChurch(app.db, { denomination: "Baptist" }).id;
  createChurch(app.db, { denomination: "Baptist" }); // a peer without any figure: counts 0
  free = createChurch(app.db, { name: "Free Chapel", denomination: "Catholic", ownerId: freeOwner.id, createdAt: LISTED }).id;
  app.db.insert(analyticsDaily).values([
    { churchId: grace, day: "2026-10-05", profileViews: 10, directoryViews: 30, websiteClicks: 3 },
    { churchId: grace, day: "2026-10-20", profileViews: 5, directoryViews: 10, phoneClicks: 2 },
    { churchId: grace, day: "2026-09-10", profileViews: 12, directoryViews: 40, phoneClicks: 4 },
    { churchId: peerA, day: "2026-10-11", profileViews: 8, directoryViews: 20 },
    { churchId: peerB, day: "2026-10-12", profileViews: 30, directoryViews: 90, websiteClicks: 1 },
  ]).run();
  app.db.insert(searchStats).values([
    searches("2026-10-04", { area: "South Side", language: "spanish", day: "sunday", time: "evening" }, { searches: 9, noResults: 9 }),
    searches("2026-10-18", { area: "South Side", language: "spanish", day: "sunday", time: "evening" }, { searches: 5, noResults: 5 }),
    searches("2026-10-04", { day: "sunday", time: "morning" }, { searches: 30 }),
    searches("2026-10-09", { denomination: "Baptist" }, { searches: 20 }),
    searches("2026-10-09", { area: "South Side", kind: "worship", day: "sunday" }, { searches: 6, fewResults: 6 }),
    searches("2026-10-09", { search: "grace", day: "sunday" }, { searches: 3 }),
    searches("2026-10-09", { day: "monday" }, { searches: 50 }), // Grace has no Monday service
    searches("2026-10-09", { denomination: "Catholic", area: "South Side", kind: "mass" }, { searches: 9, noResults: 9 }), // not Grace's denomination
    searches("2026-10-09", { area: "Northwest", kind: "youth" }, { searches: 5, noResults: 5 }), // not near Grace
    searches("2026-09-30", { area: "South Side", kind: "prayer" }, { searches: 40, noResults: 40 }), // the month before
  ]).run();
});
afterAll(() => app.close());

const site = () => mailSite(app.ctx);
const run = () => runMonthlyReports(app.db, site(), app.ctx.env.SESSION_SECRET, { month: MONTH, now: NOW });
const stored = () => app.db.select().from(monthlyReports).all();

describe("the monthly report", () => {
  let report: MonthlyReportFigures;
  let mail: Awaited<ReturnType<typeof mailOver>>;

  beforeAll(async () => {
    mail = await mailOver(app);
    const first = await run();
    expect(first).toMatchObject({ month: MONTH, sent: 1, stored: 0, already: 0 });
    report = stored().find((r) => r.churchId === grace)!.figures as MonthlyReportFigures;
  });
  afterAll(() => mail.stop());

  test("each figure against the month before and the median of the church's denomination", () => {
    expect(report.peers).toBe(4);
    // Profile views in October: Grace 15, peer A 8, peer B 30, the silent peer 0: median (8 + 15) / 2.
    expect(report.figures.profileViews).toEqual({ value: 15, previous: 12, median: 11.5 });
    // Impressions: 40, 20, 90, 0: median (20 + 40) / 2.
    expect(report.figures.directoryViews).toEqual({ value: 40, previous: 40, median: 30 });
    expect(report.figures.websiteClicks).toEqual({ value: 3, previous: 0, median: 0.5 });
    expect(report.figures.phoneClicks).toEqual({ value: 2, previous: 4, median: 0 });
    expect(report.figures.directionClicks).toEqual({ value: 0, previous: 0, median: 0 });
  });

  test("the top searches that showed the church, most made first", () => {
    expect(report.topSearches.map(({ label, searches }) => ({ label, searches }))).toEqual([
      { label: "services on Sunday morning", searches: 30 },
      { label: "Baptist churches", searches: 20 },
      { label: "worship on Sunday in South Side", searches: 6 },
      { label: "services on Sunday matching “grace”", searches: 3 },
    ]);
  });

  test("the searches near it that found few or none and that it could answer", () => {
    expect(report.missing.map((m) => m.sentence)).toEqual([
      "14 searches for Spanish services on Sunday evening in South Side found no church; you list none.",
      "6 searches for worship on Sunday in South Side found only one or two churches; your listing has it now.",
    ]);
  });

  test("only premium churches get one; the free church gets none", () => {
    expect(stored().map((r) => r.churchId)).toEqual([grace]);
    expect(stored()[0]!.sentAt).toEqual(NOW);
  });

  test("is e-mailed to the owner over SMTP, as text and HTML with table bars, with the 'Still right' link", async () => {
    const [received, ...more] = await mail.deliver();
    expect(more).toEqual([]);
    expect(received!.recipients).toEqual(["pastor@grace.example"]);
    expect(subjectOf(received!)).toBe("Grace Baptist: your October 2026 report");
    const body = mailBody(received!);
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain("Content-Type: text/html");
    expect(body).toContain("Profile views: 15 (+25% vs September (12); +30% vs median (11.5))");
    expect(body).toContain("14 searches for Spanish services on Sunday evening in South Side found no church; you list none.");
    expect(body).toMatch(/<td width="\d+%" style="background:#1e3a8a/);
    expect(body).not.toContain("<svg");
    expect(body).toMatch(new RegExp(`${TEST_ORIGIN.replace(/[/:.]/g, "\\$&")}[^\\s"]*/services-still-right\\?token=`));
  });

  test("running it again for the month sends nothing twice", async () => {
    const outboxBefore = app.db.select().from(outbox).all().length;
    const lines: string[] = [];
    const again = await runMonthlyReports(app.db, site(), app.ctx.env.SESSION_SECRET, { month: MONTH, now: NOW, progress: (l) => lines.push(l) });
    expect(again).toMatchObject({ sent: 0, stored: 0, already: 1 });
    expect(again.summary).toBe("Reports 2026-10: 0 mailed, 0 stored without mail, 1 already sent (1 premium church).");
    expect(lines).toEqual(["[1/1] Grace Baptist: already sent"]);
    expect(app.db.select().from(outbox).all()).toHaveLength(outboxBefore);
    expect(stored()).toHaveLength(1);
    expect(await mail.deliver()).toEqual([]);
  });
});

describe("the reports on the dashboard", () => {
  const get = (path: string, cookie?: string) => app.request(path, cookie ? { headers: { cookie } } : undefined);

  test("GET /api/user/reports: the premium owner's last reports; a free owner 403; signed out 401", async () => {
    const list = (await (await get("/api/user/reports", premiumCookie)).json()) as ReportListItem[];
    expect(list).toEqual([{ churchId: grace, churchName: "Grace Baptist", month: MONTH, sentAt: NOW.toISOString() }]);
    expect((await get("/api/user/reports", freeCookie)).status).toBe(403);
    expect((await get("/api/user/reports")).status).toBe(401);
  });

  test("GET /api/user/reports/{month}: one report of the owner's own church; 400 for a bad month, 404 for none or someone else's", async () => {
    expect(((await (await get(`/api/user/reports/${MONTH}?church=${grace}`, premiumCookie)).json()) as MonthlyReportFigures).churchName).toBe("Grace Baptist");
    const bad = await get(`/api/user/reports/2026-13?church=${grace}`, premiumCookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("month");
    expect((await get(`/api/user/reports/2026-09?church=${grace}`, premiumCookie)).status).toBe(404);
    expect((await get(`/api/user/reports/${MONTH}?church=${free}`, premiumCookie)).status).toBe(404);
  });

  test("the report page shows the figures and searches; a free owner sees what premium adds", async () => {
    const page = await (await get(`/dashboard/reports/${MONTH}?church=${grace}`, premiumCookie)).text();
    expect(page).toContain("Grace Baptist: October 2026");
    expect(page).toContain("14 searches for Spanish services on Sunday evening in South Side found no church; you list none.");
    expect(page).toContain("data-report");
    const list = await (await get("/dashboard/reports", premiumCookie)).text();
    expect(list).toContain(`/dashboard/reports/${MONTH}?church=${grace}`);
    expect(await (await get("/dashboard/reports", freeCookie)).text()).toContain("Premium adds a monthly report");
    expect((await get(`/dashboard/reports/${MONTH}?church=${grace}`)).status).toBe(302);
  });

  test("a premium owner's dashboard shows the searches near the church of the last 30 days that found few or none", async () => {
    app.db.insert(searchStats).values(searches(centralDay(), { area: "South Side", kind: "bible-study", day: "wednesday" }, { searches: 4, noResults: 4 })).run();
    const page = await (await app.request("/dashboard", { headers: { cookie: premiumCookie } })).text();
    expect(page).toContain("4 searches for bible study on Wednesday in South Side found no church; you list none.");
    expect(page).not.toContain("Spanish services on Sunday evening"); // October's, older than 30 days
    expect(page).toContain('href="/dashboard/reports"');
  });

  test("a free owner's dashboard has a one-line teaser of last month and a link to premium", async () => {
    // The page's last month is the real one's.
    app.db.insert(analyticsDaily).values({ churchId: free, day: `${dueMonth()}-12`, profileViews: 7, directoryViews: 21 }).run();
    const page = await (await app.request("/dashboard", { headers: { cookie: freeCookie } })).text();
    expect(page).toContain(`In ${monthLabel(dueMonth(), "en")}, Free Chapel was shown 21 times in the directory and its page was opened 7 times.`);
    expect(page).toContain('href="/subscribe"');
  });

  test("on /es/ the report, the dashboard's searches and the teaser say the searches in Spanish", async () => {
    const report = await (await get(`/es/dashboard/reports/${MONTH}?church=${grace}`, premiumCookie)).text();
    expect(report).toContain("14 búsquedas de servicios en español el domingo por la noche en South Side no encontraron ninguna iglesia; su ficha no incluye ninguno.");
    expect(report).toContain("servicios el domingo por la mañana");
    expect(report).not.toContain("Spanish services");
    const premium = await (await app.request("/es/dashboard", { headers: { cookie: premiumCookie } })).text();
    expect(premium).toContain("4 búsquedas de estudio bíblico el miércoles en South Side no encontraron ninguna iglesia; su ficha no incluye ninguno.");
    const free = await (await app.request("/es/dashboard", { headers: { cookie: freeCookie } })).text();
    expect(free).toContain(`En ${monthLabel(dueMonth(), "es")}, Free Chapel apareció 21 veces en el directorio y su página se abrió 7 veces.`);
  });
});

describe("the mailed 'Still right' link", () => {
  const linkOf = () => {
    const text = app.db.select().from(outbox).where(eq(outbox.kind, "monthly-report")).get()!.text;
    return new URL(/https?:\/\/\S+\/services-still-right\?token=\S+/.exec(text)![0]);
  };
  const form = (token: string) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ token }).toString() });
  const confirmedAt = () => app.db.select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, grace)).get()!.at;

  test("opening it changes nothing; its button confirms the service times", async () => {
    const link = linkOf();
    const before = confirmedAt();
    const page = await (await app.request(`${link.pathname}${link.search}`)).text();
    expect(page).toContain("Yes, these times are still right");
    expect(confirmedAt()).toEqual(before);
    const answer = await app.request("/api/services-still-right", form(link.searchParams.get("token")!));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/services-still-right?done=1");
    expect(confirmedAt()!.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
  });

  test("a forged token confirms nothing: 422 naming the token, and the page says the link is not valid", async () => {
    const answer = await app.request("/api/services-still-right", { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: JSON.stringify({ token: "forged" }) });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain("token");
    expect((await app.request("/api/services-still-right", { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: "{}" })).status).toBe(422);
    expect(await (await app.request("/services-still-right?token=forged")).text()).toContain("This link has expired or is not valid");
  });
});

describe("a month before the church was listed", () => {
  const get = (path: string, cookie: string) => app.request(path, { headers: { cookie } });
  let late: number;
  let lateCookie: string;
  beforeAll(async () => {
    const owner = await createUser(app.db, { username: "late-owner" });
    lateCookie = `sid=${createSession(app.db, owner.id)}`;
    // Listed on the evening of 31 October in San Antonio (1 November in UTC): October is its first month.
    late = createChurch(app.db, { name: "Late Baptist", denomination: "Baptist", ownerId: owner.id, isPremium: true, createdAt: new Date("2026-11-01T03:00:00Z") }).id;
  });

  test("the run writes and mails no report of a month before the church was listed, and says so", async () => {
    const lines: string[] = [];
    const mail = await mailOver(app);
    try {
      const september = await runMonthlyReports(app.db, site(), app.ctx.env.SESSION_SECRET, { month: "2026-09", now: new Date("2026-10-01T15:00:00Z"), progress: (l) => lines.push(l) });
      expect(september).toMatchObject({ sent: 1, notListed: 1 });
      expect(september.summary).toBe("Reports 2026-09: 1 mailed, 0 stored without mail, 0 already sent, 1 not listed yet that month (2 premium churches).");
      expect(lines).toContain("[2/2] Late Baptist: not listed yet in 2026-09, no report");
      expect((await mail.deliver()).map(subjectOf)).toEqual(["Grace Baptist: your September 2026 report"]);
      // October, the month it was listed in (in San Antonio), has its report.
      const october = await runMonthlyReports(app.db, site(), app.ctx.env.SESSION_SECRET, { month: MONTH, now: NOW });
      expect(october).toMatchObject({ sent: 1, already: 1, notListed: 0 });
      expect(stored().filter((r) => r.churchId === late).map((r) => r.month)).toEqual([MONTH]);
    } finally {
      await mail.stop();
    }
  });

  test("a report of such a month is neither listed nor shown: the API and the page answer 404", async () => {
    // As a run before this rule could have stored it.
    app.db.insert(monthlyReports).values({ churchId: late, month: "2026-08", figures: { churchName: "Late Baptist" }, sentAt: NOW }).run();
    const list = (await (await get("/api/user/reports", lateCookie)).json()) as ReportListItem[];
    expect(list.map((r) => r.month)).toEqual([MONTH]);
    expect((await get(`/api/user/reports/${MONTH}?church=${late}`, lateCookie)).status).toBe(200);
    for (const month of ["2026-08", "2026-09", "2025-10"]) {
      const api = await get(`/api/user/reports/${month}?church=${late}`, lateCookie);
      expect([month, api.status, ((await api.json()) as { error: string }).error]).toEqual([month, 404, "There is no report for that church and month."]);
      expect([month, (await get(`/dashboard/reports/${month}?church=${late}`, lateCookie)).status]).toEqual([month, 404]);
    }
    const page = await (await get("/dashboard/reports", lateCookie)).text();
    expect(page).toContain(`/dashboard/reports/${MONTH}?church=${late}`);
    expect(page).not.toContain("/dashboard/reports/2026-08");
  });

  test("a free owner whose church was listed this month gets no teaser of last month", async () => {
    const owner = await createUser(app.db, { username: "new-free-owner" });
    createChurch(app.db, { name: "Brand New Chapel", ownerId: owner.id });
    const page = await (await app.request("/dashboard", { headers: { cookie: `sid=${createSession(app.db, owner.id)}` } })).text();
    expect(page).toContain("Brand New Chapel");
    expect(page).not.toContain('data-testid="report-teaser"');
  });
});
