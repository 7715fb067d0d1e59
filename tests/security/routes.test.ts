import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addDays, weekdayOf } from "../../src/contract/service-times/calendar-days";
import { centralDay } from "../../src/lib/dates";
import { bannerAds, churchClaims, churchUpdateRequests, contactMessages, subscriptions } from "../../src/db/schema";
import { createArticle, createChurch, createEvent, createSession, createUser } from "../../src/db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { apiRoutes, audienceOf, TABLE_CLASS, type ApiRoute } from "./route-table";
import type { GuardedForm } from "../../src/contract/form-guard";
import { formToken } from "../helpers/form-token";

/**
 * The authorisation matrix over every route the app registers (read from Elysia's route table, so
 * a new route is covered the day it is added) and four roles: signed out, an owner, another owner
 * and an admin. Each request carries a body that passes validation, so a refusal proves the
 * check, not the validator; every refused request leaves the database as it was.
 */
let app: TestApp;
let routes: ApiRoute[];
const cookies: Record<"owner" | "other" | "admin", string> = { owner: "", other: "", admin: "" };
const ids = { church: 0, otherChurch: 0, pendingChurch: 0, claim: 0, update: 0, banner: 0, contact: 0, article: 0, event: 0 };
const SUBSCRIPTION = "sub_demo_matrix";

beforeAll(async () => {
  app = await createTestApp();
  routes = apiRoutes(app.ctx);
  const owner = await createUser(app.db, { username: "matrix-owner" });
  const other = await createUser(app.db, { username: "matrix-other" });
  const admin = await createUser(app.db, { username: "matrix-admin", role: "admin" });
  cookies.owner = `sid=${createSession(app.db, owner.id)}`;
  cookies.other = `sid=${createSession(app.db, other.id)}`;
  cookies.admin = `sid=${createSession(app.db, admin.id)}`;
  ids.church = createChurch(app.db, { name: "Owner's Church", ownerId: owner.id, isPremium: true }).id;
  ids.otherChurch = createChurch(app.db, { name: "Other Owner's Church", ownerId: other.id }).id;
  ids.pendingChurch = createChurch(app.db, { name: "Pending Church", status: "pending" }).id;
  const unowned = createChurch(app.db, { name: "Unowned Church" }).id;
  const claimant = await createUser(app.db, { username: "matrix-claimant" });
  ids.claim = app.db.insert(churchClaims).values({ churchId: unowned, userId: claimant.id }).returning().get().id;
  ids.update = app.db.insert(churchUpdateRequests).values({ churchId: ids.church, submitterName: "Rep", submitterEmail: "rep@example.org", submitterRole: "pastor", updateReason: "New phone", phone: "(210) 555-0100" }).returning().get().id;
  ids.banner = app.db.insert(bannerAds).values({ userId: owner.id, imageUrl: "/uploads/x.webp", linkUrl: "https://example.org", altText: "A banner" }).returning().get().id;
  ids.contact = app.db.insert(contactMessages).values({ name: "Visitor", email: "v@example.org", subject: "technical-support", message: "Hello there, friends" }).returning().get().id;
  ids.article = createArticle(app.db).id;
  ids.event = createEvent(app.db, { status: "pending" }).id;
  app.db.insert(subscriptions).values({ userId: owner.id, churchId: ids.church, provider: "demo", providerSubscriptionId: SUBSCRIPTION, plan: "featured-monthly", status: "active", currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) }).run();
});
afterAll(() => app.close());

/** The record a route's `:id` names: each resource has its own fixture. */
function concrete(path: string): string {
  const fixture = (segment: string) => {
    if (path.startsWith("/api/user/churches/") || path.startsWith("/api/analytics/") || path.startsWith("/church-edit/") || path.startsWith("/verify-church/")) return ids.church;
    if (path.includes("/churches/")) return ids.pendingChurch;
    if (path.includes("/claims/")) return ids.claim;
    if (path.includes("/church-updates/")) return ids.update;
    if (path.includes("/banners/")) return ids.banner;
    if (path.includes("/contacts/")) return ids.contact;
    if (path.includes("/articles/")) return ids.article;
    if (path.includes("/events/")) return ids.event;
    return segment;
  };
  return path.replace(/:\w+/g, (p) => (p === ":token" || p === ":slug" || p === ":name" ? "x" : String(fixture(p))));
}

const churchForm = { name: "Renamed Church", denomination: "Baptist", address: "100 Main Plaza, San Antonio, TX", zip: "78205", area: "Downtown", description: "A church for everyone downtown.", services: ["Sunday 10:00 AM"] };
/** The church form as a browser posts it without JavaScript (docs/decisions/0022-forms-without-javascript.md). */
const { services: _services, ...churchFormFields } = churchForm;
const churchFormPost = { ...churchFormFields, "serviceTimes[0][day]": "sunday", "serviceTimes[0][time]": "10:00" };
const eventForm = { title: "Matrix Supper", description: "Supper for the whole neighbourhood.", date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), category: "community" };
const claimForm = { role: "pastor", phone: "(210) 555-0199", note: "I have been the pastor here for ten years." };
/** A public form's body carries its time-trap token (src/contract/form-guard.ts). */
const withToken = (form: GuardedForm, body: object) => ({ ...formToken(app, form), ...body });
/** A body that passes validation, for every state-changing route that reads one. */
const comingSunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(centralDay(), n)).find((d) => weekdayOf(d) === "sunday")!;
const VALID_BODIES: Record<string, () => unknown> = {
  "POST /api/auth/register": () => withToken("register", { username: `matrix-${crypto.randomUUID().slice(0, 8)}`, email: `${crypto.randomUUID().slice(0, 8)}@example.org`, password: "a long enough password" }),
  "POST /api/auth/login": () => ({ username: "matrix-owner", password: "wrong password" }),
  "POST /api/admin/login": () => ({ username: "matrix-admin", password: "wrong password" }),
  "POST /api/contacts": () => withToken("contact", { name: "Visitor", email: "v@example.org", subject: "technical-support", message: "A question about the site." }),
  "POST /contact": () => withToken("contact", { name: "Visitor", email: "v@example.org", subject: "technical-support", message: "A question about the site." }),
  "POST /api/newsletter/subscribe": () => ({ email: "reader@example.org" }),
  "POST /list/save": () => ({ church: ids.church, do: "save" }),
  "POST /verify-church/:id": () => withToken("update", { submitterName: "Rep", submitterEmail: "rep@example.org", submitterRole: "Pastor", updateReason: "New phone number", phone: "(210) 555-0199" }),
  "POST /api/church-updates": () => withToken("update", { churchId: ids.church, submitterName: "Rep", submitterEmail: "rep@example.org", submitterRole: "Pastor", updateReason: "New phone number", phone: "(210) 555-0199" }),
  "POST /api/analytics/view/:churchId": () => ({ viewType: "profile" }),
  "POST /api/analytics/church/:id/view": () => ({ viewType: "profile" }),
  "POST /api/analytics/church/:id/click": () => ({ clickType: "website" }),
  "POST /api/user/churches": () => churchForm,
  "PUT /api/user/churches/:id": () => churchForm,
  "POST /church-submission": () => churchFormPost,
  "POST /church-edit/:id": () => churchFormPost,
  "POST /api/user/churches/claim": () => withToken("claim", { churchId: ids.pendingChurch, ...claimForm }),
  "POST /claim-church/:id": () => withToken("claim", claimForm),
  "POST /api/claims/verify": () => ({ token: "not-a-real-link" }),
  // Reads no body: the owner confirms the services as they are.
  "POST /api/user/churches/:id/services/confirm": () => ({}),
  "POST /api/user/events": () => withToken("event", eventForm),
  "POST /event-submission": () => withToken("event", eventForm),
  // The church's Sunday 10:00 on a coming Sunday.
  "POST /api/user/churches/:id/exceptions": () => ({ date: comingSunday, time: "10:00", kind: "cancelled" }),
  "POST /api/user/churches/:id/schedules": () => ({ kind: "closed", startsOn: comingSunday, endsOn: comingSunday, note: "Closed for repairs" }),
  // A name that resolves nowhere: the owner's save is kept and its read fails at once.
  "PUT /api/user/churches/:id/calendar-feed": () => ({ url: "https://calendar.example.org/parish.ics", servicesMatch: "Mass", cancelMatch: "No service" }),
  "POST /api/user/churches/:id/calendar-feed": () => ({ url: "https://calendar.example.org/parish.ics", servicesMatch: "Mass", cancelMatch: "No service" }),
  // These read no body.
  "POST /api/user/churches/:id/calendar-feed/sync": () => ({}),
  "POST /api/user/churches/:id/calendar-feed/undo": () => ({}),
  "PUT /api/church-images": () => ({ imageURL: "/api/uploads/not-a-real-grant", churchId: ids.church }),
  "POST /api/create-payment-intent": () => ({ plan: "featured", billing: "monthly" }),
  "POST /api/create-subscription": () => ({ billing: "monthly" }),
  "POST /api/upgrade": () => ({ plan: "monthly" }),
  "POST /api/subscriptions/cancel": () => ({ subscriptionId: SUBSCRIPTION }),
  "POST /api/demo-checkout/confirm": () => ({ clientSecret: "demo_secret_x", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }),
  "POST /api/admin/billing/checkout": () => ({ accountId: "demo_customer_1" }),
  "POST /api/admin/maps-search": () => ({ query: "Baptist" }),
  "POST /api/admin/churches/check-duplicate": () => ({ name: "Owner's Church" }),
  "POST /api/admin/churches": () => ({ name: "Added From The Map", address: "1 Map St, San Antonio, TX 78205", latitude: 29.42, longitude: -98.49 }),
  "PUT /api/admin/churches/:id": () => ({ ...churchForm, name: "Hijacked Church" }),
  "PUT /api/admin/churches/:id/location": () => ({ latitude: 29.43, longitude: -98.49 }),
  "POST /api/admin/churches/bulk-update": () => ({ updates: [{ id: ids.pendingChurch, data: { name: "Hijacked Church", denomination: "Baptist", address: "1 A St", zip: "78205", area: "Downtown" } }] }),
  "POST /api/admin/churches/ask-times": () => ({ ids: [ids.church] }),
  "POST /api/admin/invitations": () => ({ churchId: ids.church, lang: "en", email: "office@matrix.example.org" }),
  "POST /api/admin/articles": () => ({ title: "Hijacked", content: "<p>Text</p>", category: "community", status: "published" }),
  "PUT /api/admin/articles/:id": () => ({ title: "Hijacked", content: "<p>Text</p>", category: "community", status: "published" }),
  "POST /api/admin/events": () => eventForm,
  // A wrong current password: the route is reached (422), and no account changes under the matrix.
  "POST /api/account/password": () => ({ currentPassword: "not the password", password: "a long enough password" }),
  "POST /api/account/email": () => ({ email: "matrix-new@example.org", currentPassword: "not the password" }),
  "POST /api/account/delete": () => ({ currentPassword: "not the password" }),
  "PUT /api/admin/events/:id": () => ({ ...eventForm, title: "Hijacked" }),
  // Every topic on, as a new account has them: the matrix's accounts keep their choices.
  "POST /api/account/notifications": () => ({ topics: ["listing", "claims", "updates", "events", "payments"] }),
  "POST /api/account/email-language": () => ({ language: "en" }),
  "POST /api/admin/newsletters": () => ({ subject: "Hijacked", body: "<p>Text</p>" }),
  "PUT /api/admin/newsletters/:id": () => ({ subject: "Hijacked", body: "<p>Text</p>" }),
  // These read no body; listed so the matrix knows they are expected to.
  "POST /api/admin/newsletters/:id/test": () => ({}),
  "POST /api/admin/newsletters/:id/send": () => ({}),
};

/** Public routes that answer 401 or 403 to anyone by design, and why. */
const REFUSES_EVERYONE: Record<string, string> = {
  "POST /api/auth/login": "a wrong password answers 401",
  "POST /api/admin/login": "a wrong password answers 401, an owner's right one 403",
  "POST /api/membership-sync": "401 without the HMAC signature",
  "PUT /api/uploads/:token": "403 for a URL that was never issued",
};
/** Signed-in routes about one church: another owner is refused (403 or 404). */
const OWNER_SCOPED = [
  "GET /api/user/churches/:id",
  "PUT /api/user/churches/:id",
  "POST /church-edit/:id",
  "POST /api/user/churches/:id/services/confirm",
  "GET /api/user/churches/:id/exceptions",
  "POST /api/user/churches/:id/exceptions",
  "DELETE /api/user/churches/:id/exceptions/:exceptionId",
  "POST /api/user/churches/:id/exceptions/:exceptionId/delete",
  "POST /api/user/churches/:id/schedules",
  "DELETE /api/user/churches/:id/schedules/:scheduleId",
  "POST /api/user/churches/:id/schedules/:scheduleId/delete",
  "GET /api/user/churches/:id/calendar-feed",
  "PUT /api/user/churches/:id/calendar-feed",
  "POST /api/user/churches/:id/calendar-feed",
  "POST /api/user/churches/:id/calendar-feed/sync",
  "POST /api/user/churches/:id/calendar-feed/undo",
  "DELETE /api/user/churches/:id/calendar-feed",
  "POST /api/user/churches/:id/calendar-feed/delete",
  "PUT /api/church-images",
  "POST /api/subscriptions/cancel",
];

/** Every row of every table but the ones reading a page or signing in writes (sessions, last-seen times). */
function snapshot(): string {
  const tables = app.db.sqlite.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('sessions') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' ORDER BY name").all() as { name: string }[];
  return JSON.stringify(
    tables.map(({ name }) => [name, app.db.sqlite.query(`SELECT * FROM "${name}"`).all().map((row) => ({ ...(row as object), last_seen_at: undefined }))]),
  );
}

async function call(route: ApiRoute, cookie?: string): Promise<number> {
  const key = `${route.method} ${route.path}`;
  const body = route.method === "GET" ? undefined : JSON.stringify(VALID_BODIES[key]?.() ?? {});
  const headers: Record<string, string> = { origin: TEST_ORIGIN, "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return (await app.request(concrete(route.path), { method: route.method, headers, body })).status;
}

/** Calls a route that must refuse this caller: the expected status, and not one row changed. */
async function refused(route: ApiRoute, who: string, cookie: string | undefined, allowed: number[]): Promise<string | null> {
  const before = snapshot();
  const status = await call(route, cookie);
  const changed = snapshot() !== before;
  return allowed.includes(status) && !changed ? null : `${who} ${route.method} ${route.path} → ${status}${changed ? " and the database changed" : ""}`;
}

describe("every route", () => {
  test("every route is classified, and the table is what this test thinks it is", () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((r) => audienceOf(r) === undefined)).toEqual([]);
    const missingBodies = routes.filter((r) => r.method !== "GET" && audienceOf(r) !== "public" && !VALID_BODIES[`${r.method} ${r.path}`]);
    // Routes that read no body (approve/reject/read, delete, upload grants, refresh, logout, link-identity).
    expect(missingBodies.every((r) => /\/(approve|reject|read|upload|refresh|logout|link-identity|delete)$/.test(r.path) || r.method === "DELETE")).toBe(true);
  });

  test("every route declares its audience, and the declaration is the table's class", () => {
    const disagree = routes
      .filter((r) => r.declared === undefined || TABLE_CLASS[r.declared] !== audienceOf(r))
      .map((r) => `${r.method} ${r.path}: declares ${r.declared ?? "nothing"}, the table says ${audienceOf(r) ?? "nothing"}`);
    expect(disagree).toEqual([]);
  });

  test("a state-changing request from another site is refused (403) on every route", async () => {
    const changing = routes.filter((r) => r.method !== "GET");
    expect(changing.length).toBeGreaterThan(45);
    const wrong: string[] = [];
    for (const r of changing) {
      const before = snapshot();
      const res = await app.request(concrete(r.path), { method: r.method, headers: { origin: "https://evil.example", cookie: cookies.admin, "content-type": "application/json" }, body: JSON.stringify(VALID_BODIES[`${r.method} ${r.path}`]?.() ?? {}) });
      if (res.status !== 403 || snapshot() !== before) wrong.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  test("signed out, owner, another owner, admin: each route answers only whom it should", async () => {
    const wrong: (string | null)[] = [];
    // Refusals first, while every fixture is still as it was made.
    for (const r of routes) {
      const audience = audienceOf(r);
      if (audience === "signed-in") wrong.push(await refused(r, "anonymous", undefined, [401]));
      if (audience === "admin") {
        wrong.push(await refused(r, "anonymous", undefined, [401]));
        wrong.push(await refused(r, "owner", cookies.owner, [403]));
      }
      if (OWNER_SCOPED.includes(`${r.method} ${r.path}`)) wrong.push(await refused(r, "another owner", cookies.other, [403, 404]));
    }
    // Then the callers each route is for: never told they are signed out or not allowed.
    for (const r of routes) {
      const key = `${r.method} ${r.path}`;
      const audience = audienceOf(r);
      const callers = audience === "admin" ? { admin: cookies.admin } : audience === "signed-in" ? { owner: cookies.owner } : { anonymous: undefined, owner: cookies.owner };
      for (const [who, cookie] of Object.entries(callers)) {
        if (audience === "public" && REFUSES_EVERYONE[key]) continue;
        // Signing out, and registering (the new account's session replaces the browser's), end the session they are called with: give them one of their own.
        const status = await call(r, cookie && /\/(logout|register)$/.test(r.path) ? `sid=${createSession(app.db, (await createUser(app.db)).id)}` : cookie);
        if (status === 401 || status === 403) wrong.push(`${who} ${key} → ${status}`);
      }
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  });

  test("an admin is never told to sign in on a signed-in route", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((r) => audienceOf(r) === "signed-in")) {
      const status = await call(r, cookies.admin);
      if (status === 401) wrong.push(`${r.method} ${r.path} → 401`);
    }
    expect(wrong).toEqual([]);
  });

  test("forged, expired, unknown and signed-out (replayed) sessions are signed out everywhere", async () => {
    const expiredUser = await createUser(app.db);
    const expired = `sid=${createSession(app.db, expiredUser.id, -1000)}`;
    const loggedOut = `sid=${createSession(app.db, expiredUser.id)}`;
    expect((await app.request("/api/auth/logout", { method: "POST", headers: { origin: TEST_ORIGIN, cookie: loggedOut } })).status).toBeLessThan(300);
    for (const cookie of ["sid=forged-token-that-was-never-issued", expired, loggedOut, `sid=${"x".repeat(500)}`, "sid="]) {
      for (const r of routes.filter((r) => audienceOf(r) !== "public")) {
        expect(`${r.method} ${r.path} → ${await call(r, cookie)}`).toBe(`${r.method} ${r.path} → 401`);
      }
    }
  });
});
