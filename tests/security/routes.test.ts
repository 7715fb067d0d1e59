import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/app";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";

/**
 * Over every route the app registers (read from Elysia's route table, so a new route is covered
 * the day it is added): the Origin check on every state-changing one, and who may call what.
 */
let app: TestApp;
let routes: { method: string; path: string }[];
let owner: string;
let admin: string;
let churchId: number;
beforeAll(async () => {
  app = await createTestApp();
  routes = createApp(app.ctx)
    .routes.map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => r.method !== "ALL" && !r.path.includes("*"));
  const o = await createUser(app.db);
  owner = `sid=${createSession(app.db, o.id)}`;
  churchId = createChurch(app.db, { ownerId: o.id }).id;
  admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
});
afterAll(() => app.close());

const concrete = (path: string) => path.replace(/:\w+/g, (p) => (p === ":token" || p === ":slug" || p === ":name" ? "x" : String(churchId)));
/** Routes anyone may call (the public site, sign-in, the visitor forms, signed machine-to-machine calls). */
const PUBLIC = /^\/(api\/(auth\/(login|register|logout|me|session)|admin\/(login|logout)|churches|areas|denominations|articles|events|pricing|stripe\/(products|webhook)|contacts|newsletter|church-updates$|analytics|unclaimed-churches|membership-sync|uploads\/)|newsletter\/unsubscribe|assets|uploads|favicon|healthz|robots|sitemap|rss|events)/;
/** Routes for any signed-in user; everything else under /api/admin is for admins only. */
const SIGNED_IN = /^\/api\/(user|objects\/upload|church-images|create-payment-intent|create-subscription|upgrade|entitlements\/refresh|subscriptions\/cancel|demo-checkout)/;

describe("every route", () => {
  test("the route table is what this test thinks it is", () => {
    expect(routes.length).toBeGreaterThan(90);
    const unclassified = routes.filter((r) => !PUBLIC.test(r.path) && !SIGNED_IN.test(r.path) && !r.path.startsWith("/api/admin/") && r.path !== "/api/church-updates");
    expect(unclassified).toEqual([]);
  });

  test("a state-changing request from another site is refused (403) on every route", async () => {
    const changing = routes.filter((r) => r.method !== "GET");
    expect(changing.length).toBeGreaterThan(45);
    const answers = await Promise.all(
      changing.map(async (r) => {
        const res = await app.request(concrete(r.path), { method: r.method, headers: { origin: "https://evil.example", cookie: admin, "content-type": "application/json" }, body: "{}" });
        return `${r.method} ${r.path} ${res.status}`;
      }),
    );
    expect(answers.filter((a) => !a.endsWith(" 403"))).toEqual([]);
  });

  test("signed out: 401 on every signed-in and admin route; an owner: 403 on every admin route", async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (PUBLIC.test(r.path)) continue;
      const admins = r.path.startsWith("/api/admin/") || r.path === "/api/church-updates";
      const init = (cookie?: string): RequestInit => ({ method: r.method, headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) }, ...(r.method === "GET" ? {} : { body: "{}" }) });
      const anonymous = (await app.request(concrete(r.path), init())).status;
      if (anonymous !== 401) wrong.push(`anonymous ${r.method} ${r.path} → ${anonymous}`);
      if (admins) {
        const asOwner = (await app.request(concrete(r.path), init(owner))).status;
        if (asOwner !== 403) wrong.push(`owner ${r.method} ${r.path} → ${asOwner}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("forged, expired and unknown sessions are signed out everywhere", async () => {
    const expiredUser = await createUser(app.db);
    const expired = `sid=${createSession(app.db, expiredUser.id, -1000)}`;
    for (const cookie of ["sid=forged-token-that-was-never-issued", expired, `sid=${"x".repeat(500)}`, "sid="]) {
      expect((await app.request("/api/auth/me", { headers: { cookie } })).status).toBe(401);
      expect((await app.request("/api/admin/user", { headers: { cookie } })).status).toBe(401);
    }
  });
});
