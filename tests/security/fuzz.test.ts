import { afterAll, expect, test } from "bun:test";
import fc from "fast-check";
import { pageTable } from "../../src/app";
import { createArticle, createChurch, createEvent, createSession, createUser } from "../../src/db/seed/factories";
import { createHandler } from "../../src/server";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { sampleElements, startFakeOverpass } from "../fakes/overpass";
import { startFakeStripe } from "../fakes/stripe";
import { apiRoutes, audienceOf, type ApiRoute } from "./route-table";
import { FORM_TOKEN_FIELD, type GuardedForm } from "../../src/contract/form-guard";
import { issueFormToken } from "../../src/http/form-guard";
import { fuzzBudget, FULL_RUNS } from "./fuzz-budget";

/**
 * Property-based fuzzing of every route in Elysia's route table and every page of the page table:
 * bodies, queries and path parameters that people and attackers type. Nothing may answer 5xx or
 * show a stack. A route limited per address gets a fresh handler when it answers 429, so the
 * generated requests reach validation and the handler, not the limiter. Each route and page gets
 * 1,000 requests under `bun run test:deep` and where the recent change touched it, 100 otherwise
 * (tests/security/fuzz-budget.ts). A public form's body mostly carries a valid time-trap token,
 * so the requests reach the schema behind the guard.
 */
const overpass = startFakeOverpass(sampleElements());
const stripe = startFakeStripe();
// Set up before the tests are declared: there is one test per route of the table. Stripe is
// configured (against its local fake) so the webhook and the signed sync reach their checks.
const app: TestApp = await createTestApp({ OVERPASS_URL: overpass.url, STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: "whsec_fuzz", STRIPE_API_URL: stripe.url, MEMBERSHIP_SYNC_SECRET: "sync-secret-for-fuzzing" });
let handle = app.handle;
// DELETE last: the records the other routes' parameters name must live until then.
const routes: ApiRoute[] = apiRoutes(app.ctx).sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
const owner = await createUser(app.db);
const cookies = { owner: `sid=${createSession(app.db, owner.id)}`, admin: `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}` };
const article = createArticle(app.db);
const ids = { church: createChurch(app.db, { ownerId: owner.id, isPremium: true }).id, article: article.id, articleSlug: article.slug, event: createEvent(app.db).id };
const served: Record<string, { cases: number; statuses: Set<number> }> = {};
const budget = await fuzzBudget(app.ctx);
/** The public forms behind a time-trap token, by route. */
const GUARDED: Record<string, GuardedForm> = { "POST /api/contacts": "contact", "POST /contact": "contact", "POST /api/church-updates": "update", "POST /verify-church/:id": "update", "POST /api/user/events": "event", "POST /api/user/churches/claim": "claim", "POST /claim-church/:id": "claim", "POST /api/auth/register": "register", "POST /register": "register" };

afterAll(() => {
  app.close();
  overpass.stop();
  stripe.stop();
  const lines = Object.entries(served).map(([route, s]) => `  ${route}: ${s.cases} cases, statuses ${[...s.statuses].sort().join(" ")}`);
  console.log(`fuzz${budget.deep ? " (deep)" : ""}: ${Object.keys(served).length} routes and pages, ${Object.values(served).reduce((n, s) => n + s.cases, 0)} requests, no 5xx; the whole corpus for ${budget.deep ? "all" : budget.full.length}\n${lines.join("\n")}`);
});

/** Any JSON-ish value, with the strings people and attackers type. */
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom("", " ", "null", "0", "-1", "1e309", "<script>alert(1)</script>", "'; DROP TABLE churches;--", "../../etc/passwd", "%00", "\u0000", "9".repeat(40), "https://example.org", "2026-12-24", "7:00 PM", "Baptist", "Downtown", "78205", "4242 4242 4242 4242", "monthly", "featured", "profile", "website", "community", "published"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 40 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 5 }),
  fc.bigInt().map(String),
);

/** The keys each JSON body is read for; a route not listed gets generic keys (and must cope). */
const BODY_KEYS: Record<string, string[]> = {
  "POST /api/auth/register": ["username", "email", "password"],
  "POST /api/auth/login": ["username", "password"],
  "POST /api/admin/login": ["username", "password"],
  "POST /api/contacts": ["name", "email", "subject", "message", "company"],
  "POST /api/newsletter/subscribe": ["email"],
  "POST /list/save": ["church", "do"],
  "POST /api/church-updates": ["churchId", "submitterName", "submitterEmail", "submitterRole", "updateReason", "name", "denomination", "description", "address", "zip", "area", "phone", "website", "youtubeChannel", "services"],
  "POST /api/analytics/church/:id/click": ["clickType"],
  "POST /api/analytics/church/:id/view": ["viewType"],
  "POST /api/analytics/view/:churchId": ["viewType"],
  "POST /api/user/churches": ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "services", "worshipStyle", "languages", "youtubeChannel", "heroImage", "pastorName", "facebookPage", "logoImage"],
  "PUT /api/user/churches/:id": ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "services", "worshipStyle", "languages", "heroImage", "missionStatement"],
  "POST /api/user/churches/claim": ["churchId", "role", "phone", "note", "verificationEmail"],
  "POST /api/user/churches/:id/exceptions": ["date", "time", "kind", "newTime", "streamUrl", "note", "noteEs"],
  "POST /api/user/churches/:id/schedules": ["kind", "startsOn", "endsOn", "note", "noteEs", "services"],
"PUT /api/user/churches/:id/calendar-feed": ["url", "servicesMatch", "cancelMatch"],
  "POST /api/user/churches/:id/calendar-feed": ["url", "servicesMatch", "cancelMatch"],
  "POST /api/user/events": ["title", "description", "date", "time", "location", "category"],
  "PUT /api/church-images": ["imageURL", "churchId"],
  "POST /api/create-payment-intent": ["plan", "billing", "amount", "description", "banner"],
  "POST /api/create-subscription": ["billing"],
  "POST /api/upgrade": ["plan"],
  "POST /api/subscriptions/cancel": ["subscriptionId"],
  "POST /api/demo-checkout/confirm": ["clientSecret", "cardNumber", "expiry", "cvc"],
  "POST /api/membership-sync": ["userId", "email", "timestamp"],
  "POST /api/stripe/webhook": ["id", "type", "data", "created", "object"],
  "POST /api/admin/maps-search": ["query", "page"],
  "POST /api/admin/churches/check-duplicate": ["name", "address", "latitude", "longitude"],
  "POST /api/admin/churches": ["name", "address", "zip", "phone", "website", "latitude", "longitude", "denominationId", "denomination", "area", "status", "featured", "description"],
  "PUT /api/admin/churches/:id": ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "services", "featured", "status", "latitude", "longitude", "heroImage", "logoImage", "youtubeChannel", "recentSermons"],
  "PUT /api/admin/churches/:id/location": ["latitude", "longitude"],
  "POST /api/admin/churches/bulk-update": ["updates"],
  "POST /api/admin/churches/ask-times": ["ids"],
  "POST /api/admin/invitations": ["churchId", "email", "lang"],
  "POST /invitation-opt-out": ["token", "List-Unsubscribe"],
  "POST /api/admin/articles": ["title", "slug", "excerpt", "content", "imageUrl", "category", "status"],
  "PUT /api/admin/articles/:id": ["title", "slug", "excerpt", "content", "imageUrl", "category", "status"],
  "POST /api/admin/events": ["title", "description", "date", "time", "location", "category", "churchId"],
  "PUT /api/admin/events/:id": ["title", "description", "date", "time", "location", "category", "churchId"],
  "POST /api/admin/billing/checkout": ["accountId"],
};
const GENERIC_KEYS = ["id", "name", "reason", "status", "email", "token"];
/** Query keys any route or page might read, and some it never should. */
const QUERY_KEYS = ["search", "denomination", "area", "worshipStyle", "language", "featured", "page", "limit", "view", "category", "status", "t", "token", "plan", "billing", "orderId", "amount", "redirect", "next", "x", "page[]", "__proto__"];

/** A valid token for the form, mostly, else anything: the requests reach the schema behind the guard. */
const tokenField = (form: GuardedForm | undefined) =>
  form ? { [FORM_TOKEN_FIELD]: fc.oneof({ weight: 5, arbitrary: fc.constant(issueFormToken(app.ctx.env.SESSION_SECRET, form, Date.now() - 61_000)) }, { weight: 1, arbitrary: value }) } : {};
const body = (keys: string[], form?: GuardedForm) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.record({ ...Object.fromEntries(keys.map((k) => [k, value])), ...tokenField(form) }, { requiredKeys: [] }).map((b) => ({ type: "application/json", text: JSON.stringify(b) as string | Blob })) },
    { weight: 1, arbitrary: fc.anything().map((b) => ({ type: "application/json", text: JSON.stringify(b) ?? "null" })) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom("{", "[", '{"a":', "null", "true", '{"__proto__":{"admin":true}}', "\uFEFF{}", "")).map((text) => ({ type: "application/json", text })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "image/jpeg", "application/octet-stream"), fc.oneof(fc.string(), fc.uint8Array({ maxLength: 2000 }).map((bytes) => new Blob([new Uint8Array(bytes)])))).map(([type, text]) => ({ type, text })) },
  );
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(fc.string(), fc.constantFrom("%", "%zz", "-1", "0", "1e9", "9".repeat(30), "'", "\u0000", "*", '""', "NEAR(", "monthly", "featured", "2")), { maxKeys: 6 }).map((params) =>
  Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"),
);

/** A path parameter: mostly a real record's, else what an attacker puts in its place. */
function param(name: string, path: string) {
  const real = name === ":token" || name === ":name" ? "x" : name === ":slug" ? ids.articleSlug : String(path.includes("/articles/") || path.startsWith("/news/") ? ids.article : path.includes("/events/") ? ids.event : ids.church);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(real) },
    { weight: 1, arbitrary: fc.string({ minLength: 1 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.oneof(fc.integer().map(String), fc.constantFrom("0", "-1", "1e9", "99999999999999999999", "%00", "..%2F..%2Fetc%2Fpasswd", "%zz", "x".repeat(300), "1.5", "0x10")) },
  );
}
const pathOf = (template: string) => {
  const names = template.match(/:\w+/g) ?? [];
  return fc.tuple(...names.map((n) => param(n, template))).map((values) => names.reduce((p, n, i) => p.replace(n, values[i]!), template));
};

/** Sends one generated request; a 5xx or a stack trace fails the property. */
async function check(key: string, make: () => Request) {
  let res = await handle(make());
  if (res.status === 429) {
    // The per-address limit did its job; a fresh handler starts its windows anew.
    handle = createHandler(app.ctx);
    res = await handle(make());
  }
  const stats = (served[key] ??= { cases: 0, statuses: new Set() });
  stats.cases++;
  stats.statuses.add(res.status);
  const text = await res.text();
  if (res.status >= 500 || /\bat \S+ \(|node_modules/.test(text)) throw new Error(`${key} answered ${res.status}: ${text.slice(0, 300)}`);
}

function cookieFor(path: string, audience: string | undefined, signedIn: boolean): string | undefined {
  // Signing out ends the session it is called with: it gets one of its own each time.
  if (path.endsWith("/logout")) return `sid=${createSession(app.db, owner.id)}`;
  if (audience === "admin") return cookies.admin;
  if (audience === "signed-in" || signedIn) return cookies.owner;
  return undefined;
}

test.each(routes.map((r) => [`${r.method} ${r.path}`, budget.runs(`${r.method} ${r.path}`), r] as const))("%s: %d generated requests, no 5xx", async (key, runs, route) => {
  const audience = audienceOf(route);
  const input = route.method === "GET" ? fc.tuple(pathOf(route.path), query, fc.constant(null), fc.boolean()) : fc.tuple(pathOf(route.path), query, body(BODY_KEYS[key] ?? GENERIC_KEYS, GUARDED[key]), fc.boolean());
  await fc.assert(
    fc.asyncProperty(input, fc.string(), async ([path, q, b, signedIn], signature) => {
      const headers: Record<string, string> = { origin: TEST_ORIGIN, "stripe-signature": signature, "x-signature": signature };
      const cookie = cookieFor(route.path, audience, signedIn);
      if (cookie) headers.cookie = cookie;
      if (b) headers["content-type"] = b.type;
      await check(key, () => new Request(new URL(`${path}?${q}`, TEST_ORIGIN), { method: route.method, headers, body: b?.text }));
    }),
    { numRuns: runs },
  );
}, 120_000);

test.each(pageTable.map((p) => [p.path, budget.runs(`page ${p.path}`), p] as const))("page %s: %d generated queries and parameters, no 5xx", async (template, runs, page) => {
  await fc.assert(
    fc.asyncProperty(pathOf(template), query, fc.boolean(), async (path, q, signedIn) => {
      const cookie = page.signedIn === "admin" ? cookies.admin : page.signedIn || signedIn ? cookies.owner : undefined;
      await check(`page ${template}`, () => new Request(new URL(`${path}?${q}`, TEST_ORIGIN), { headers: cookie ? { cookie } : {} }));
    }),
    { numRuns: runs },
  );
}, 120_000);

test("addresses nobody registered: 1,000 generated paths and methods, no 5xx", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"), fc.webPath(), async (method, path) => {
      await check("unknown paths", () => new Request(`${TEST_ORIGIN}${path.startsWith("/") ? "" : "/"}${path}`, { method, headers: { origin: TEST_ORIGIN } }));
    }),
    { numRuns: FULL_RUNS },
  );
}, 120_000);

test("every route and page was fuzzed, and the fuzzing reached the handlers, not only the validators", () => {
  const missing = [...routes.map((r) => `${r.method} ${r.path}`), ...pageTable.map((p) => `page ${p.path}`)].filter((key) => (served[key]?.cases ?? 0) < budget.runs(key));
  expect(missing).toEqual([]);
  expect(served["POST /api/contacts"]!.statuses.has(422)).toBe(true);
  expect(served["POST /api/auth/register"]!.statuses.has(422)).toBe(true);
  expect(served["GET /api/churches"]!.statuses.has(200)).toBe(true);
  expect(served["POST /api/stripe/webhook"]!.statuses.has(400)).toBe(true);
  expect([...served["PUT /api/admin/churches/:id"]!.statuses].some((s) => s === 200 || s === 422)).toBe(true);
});
