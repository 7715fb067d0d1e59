import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { analyticsDaily, churches } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import type { ChurchAnalytics, OwnerChurch } from "../../contract/owner";
import { centralClock } from "../../contract/service-times/calendar-days";
import { centralDay } from "../../lib/dates";
import { lastDays } from "../analytics/periods";

let app: TestApp;
let ownerCookie: string;
let premiumCookie: string;
let premiumChurch: number;
let ownersChurch: number;
let othersChurch: number;
const today = centralDay();
const yesterday = lastDays(today, 2)[0]!;
beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { username: "owner" });
  const premium = await createUser(app.db, { username: "premium" });
  const other = await createUser(app.db, { username: "other" });
  ownerCookie = `sid=${createSession(app.db, owner.id)}`;
  premiumCookie = `sid=${createSession(app.db, premium.id)}`;
  ownersChurch = createChurch(app.db, { name: "Owner's Chapel", ownerId: owner.id, status: "pending" }).id;
  premiumChurch = createChurch(app.db, { name: "Premium Church", ownerId: premium.id, isPremium: true }).id;
  othersChurch = createChurch(app.db, { name: "Someone Else's", ownerId: other.id, isPremium: true }).id;
  app.db.insert(analyticsDaily).values([
    { churchId: premiumChurch, day: today, profileViews: 4, websiteClicks: 1 },
    { churchId: premiumChurch, day: yesterday, profileViews: 6, phoneClicks: 2 },
    { churchId: othersChurch, day: today, profileViews: 99 },
  ]).run();
});
afterAll(() => app.close());

const get = (path: string, cookie?: string) => app.request(path, cookie ? { headers: { cookie } } : undefined);

describe("GET /api/user/analytics", () => {
  test("the user's premium church per day and month, none missing, beside its denomination's median", async () => {
    const [report, ...more] = (await (await get("/api/user/analytics", premiumCookie)).json()) as ChurchAnalytics[];
    expect(more).toEqual([]);
    expect(report).toMatchObject({ churchId: premiumChurch, name: "Premium Church", denomination: "Baptist", peers: 2 });
    expect(report!.days.points).toHaveLength(30);
    expect(report!.months.points).toHaveLength(12);
    expect(report!.days.points.at(-1)).toEqual({
      period: today,
      church: { profileViews: 4, websiteClicks: 1, phoneClicks: 0, directionClicks: 0 },
      median: { profileViews: 51.5, websiteClicks: 0.5, phoneClicks: 0, directionClicks: 0 },
    });
    expect(report!.days.total.church).toEqual({ profileViews: 10, websiteClicks: 1, phoneClicks: 2, directionClicks: 0 });
    // Another owner's church is only ever part of the median, never shown on its own.
    expect(JSON.stringify(report)).not.toContain("Someone Else");
  });

  test("is a premium feature: 403 for a basic owner, 401 signed out", async () => {
    expect((await get("/api/user/analytics", ownerCookie)).status).toBe(403);
    expect((await get("/api/user/analytics")).status).toBe(401);
  });
});

describe("POST /api/user/churches/{id}/services/confirm", () => {
  const confirmedAt = (id: number) => app.db.select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, id)).get()!.at;
  const post = (id: number | string, cookie?: string, form = false) =>
    app.request(`/api/user/churches/${id}/services/confirm`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? "" : undefined,
    });

  test("the owner stamps their church's services as confirmed, and My Churches shows when", async () => {
    const before = Date.now();
    const out = await post(ownersChurch, ownerCookie);
    expect(out.status).toBe(200);
    const { servicesConfirmedAt } = (await out.json()) as { servicesConfirmedAt: string };
    expect(Date.parse(servicesConfirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(confirmedAt(ownersChurch)?.toISOString()).toBe(servicesConfirmedAt);
    const mine = (await (await get("/api/user/churches", ownerCookie)).json()) as OwnerChurch[];
    expect(mine.find((c) => c.id === ownersChurch)?.servicesConfirmedAt).toBe(servicesConfirmedAt);
    // With its San Antonio day, which the dashboard counts from.
    expect(mine.find((c) => c.id === ownersChurch)?.servicesConfirmedOn).toBe(centralClock(new Date(servicesConfirmedAt)).date);
  });

  test("a plain form post (no JavaScript) goes back to the dashboard, which says it is done", async () => {
    const out = await post(ownersChurch, ownerCookie, true);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/dashboard?confirmed=services");
  });

  test("401 signed out, 404 for another owner's church as for an unknown one; nothing stamped", async () => {
    const stamp = confirmedAt(othersChurch);
    expect((await post(othersChurch)).status).toBe(401);
    const refused = await post(othersChurch, ownerCookie);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: string }).error).toBe("Church not found");
    expect(confirmedAt(othersChurch)).toEqual(stamp);
    expect((await post(999_999, ownerCookie)).status).toBe(404);
    expect((await post("abc", ownerCookie)).status).toBe(404);
  });
});

describe("/dashboard", () => {
  test("sends visitors who are not signed in to /login, and is never cached", async () => {
    const out = await get("/dashboard");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/login");
    const signedIn = await get("/dashboard", ownerCookie);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('data-island="Dashboard"');
    expect((await get("/dashboard")).status).toBe(302);
  });

  test("an account without a church is not told of a free Basic plan, in either language, but offered to add or claim one", async () => {
    const newcomer = await createUser(app.db, { username: "newcomer" });
    const cookie = `sid=${createSession(app.db, newcomer.id)}`;
    const english = await (await get("/dashboard", cookie)).text();
    expect(english).not.toContain("free Basic plan");
    expect(english).toContain("You have no church yet.");
    expect(english).toContain('href="/church-submission"');
    const spanish = await (await get("/es/dashboard", cookie)).text();
    expect(spanish).not.toContain("plan Básico gratuito");
    expect(spanish).toContain("Todavía no tiene una iglesia.");
    // An owner with a church is still told its plan.
    expect(await (await get("/dashboard", ownerCookie)).text()).toContain("Your listing is on the free Basic plan.");
  });

  test("the sign-in and registration pages render their forms", async () => {
    expect(await (await get("/login")).text()).toContain('"mode":"login"');
    expect(await (await get("/register")).text()).toContain('"mode":"register"');
  });
});
