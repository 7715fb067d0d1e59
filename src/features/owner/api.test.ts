import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { analyticsDaily } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { AnalyticsRecord } from "../../contract/owner";

let app: TestApp;
let ownerCookie: string;
let premiumCookie: string;
let premiumChurch: number;
beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { username: "owner" });
  const premium = await createUser(app.db, { username: "premium" });
  const other = await createUser(app.db, { username: "other" });
  ownerCookie = `sid=${createSession(app.db, owner.id)}`;
  premiumCookie = `sid=${createSession(app.db, premium.id)}`;
  createChurch(app.db, { name: "Owner's Chapel", ownerId: owner.id, status: "pending" });
  premiumChurch = createChurch(app.db, { name: "Premium Church", ownerId: premium.id, isPremium: true }).id;
  const othersChurch = createChurch(app.db, { name: "Someone Else's", ownerId: other.id, isPremium: true }).id;
  app.db.insert(analyticsDaily).values([
    { churchId: premiumChurch, day: "2026-10-03", profileViews: 4, websiteClicks: 1 },
    { churchId: premiumChurch, day: "2026-10-20", profileViews: 6, phoneClicks: 2 },
    { churchId: premiumChurch, day: "2026-11-01", profileViews: 3, directionClicks: 1 },
    { churchId: othersChurch, day: "2026-11-01", profileViews: 99 },
  ]).run();
});
afterAll(() => app.close());

const get = (path: string, cookie?: string) => app.request(path, cookie ? { headers: { cookie } } : undefined);

describe("GET /api/user/analytics", () => {
  test("monthly figures of the user's premium church only", async () => {
    const records = (await (await get("/api/user/analytics", premiumCookie)).json()) as AnalyticsRecord[];
    expect(records.map((r) => [r.month, r.profileViews, r.websiteClicks, r.phoneClicks, r.directionClicks])).toEqual([
      ["2026-10", 10, 1, 2, 0],
      ["2026-11", 3, 0, 0, 1],
    ]);
    expect(records.every((r) => r.churchId === premiumChurch)).toBe(true);
  });

  test("is a premium feature: 403 for a basic owner, 401 signed out", async () => {
    expect((await get("/api/user/analytics", ownerCookie)).status).toBe(403);
    expect((await get("/api/user/analytics")).status).toBe(401);
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

  test("the sign-in and registration pages render their forms", async () => {
    expect(await (await get("/login")).text()).toContain('"mode":"login"');
    expect(await (await get("/register")).text()).toContain('"mode":"register"');
  });
});
