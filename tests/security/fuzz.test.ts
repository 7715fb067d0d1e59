import { afterAll, beforeAll, expect, test } from "bun:test";
import fc from "fast-check";
import { articles, events } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { sampleElements, startFakeOverpass } from "../fakes/overpass";

const RUNS = 1000;
const overpass = startFakeOverpass(sampleElements());
let app: TestApp;
let owner: string;
let admin: string;
let churchId: number;
let articleId: number;
let eventId: number;
const served: Record<string, { cases: number; statuses: Set<number> }> = {};

beforeAll(async () => {
  app = await createTestApp({ OVERPASS_URL: overpass.url });
  const o = await createUser(app.db);
  owner = `sid=${createSession(app.db, o.id)}`;
  churchId = createChurch(app.db, { ownerId: o.id }).id;
  admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  articleId = app.db.insert(articles).values({ slug: "fuzz", title: "Fuzz", content: "<p>x</p>", status: "published", publishedAt: new Date() }).returning().get().id;
  eventId = app.db.insert(events).values({ title: "Fuzz", startsAt: new Date(Date.now() + 86_400_000), status: "approved" }).returning().get().id;
});
afterAll(() => {
  app.close();
  overpass.stop();
  const lines = Object.entries(served).map(([route, s]) => `  ${route}: ${s.cases} cases, statuses ${[...s.statuses].sort().join(" ")}`);
  console.log(`fuzz: ${Object.keys(served).length} endpoints, ${Object.values(served).reduce((n, s) => n + s.cases, 0)} requests, no 5xx\n${lines.join("\n")}`);
});

/** Any JSON-ish value, with the strings people and attackers type. */
const value = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom("", " ", "null", "0", "-1", "1e309", "<script>alert(1)</script>", "'; DROP TABLE churches;--", "../../etc/passwd", "%00", "\u0000", "9".repeat(40), "https://example.org", "2026-12-24", "7:00 PM", "Baptist", "Downtown", "4242 4242 4242 4242"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 40 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 5 }),
  fc.bigInt().map(String),
);
const bodyWith = (keys: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.array(value) },
  );
const rawBody = fc.oneof(fc.string(), fc.constantFrom("{", "[", '{"a":', "null", "true", '{"__proto__":{"admin":true}}', "\uFEFF{}", ""));

async function check(route: string, request: () => Promise<Response>) {
  const res = await request();
  const stats = (served[route] ??= { cases: 0, statuses: new Set() });
  stats.cases++;
  stats.statuses.add(res.status);
  const text = await res.text();
  if (res.status >= 500 || /\bat \S+ \(|node_modules/.test(text)) throw new Error(`${route} answered ${res.status}: ${text.slice(0, 300)}`);
}

const JSON_ROUTES: [string, string, string[], () => string | undefined][] = [
  ["POST", "/api/auth/register", ["username", "email", "password"], () => undefined],
  ["POST", "/api/auth/login", ["username", "password"], () => undefined],
  ["POST", "/api/admin/login", ["username", "password"], () => undefined],
  ["POST", "/api/contacts", ["name", "email", "subject", "message", "company"], () => undefined],
  ["POST", "/api/newsletter/subscribe", ["email"], () => undefined],
  ["POST", "/api/church-updates", ["churchId", "submitterName", "submitterEmail", "submitterRole", "updateReason", "name", "denomination", "description", "address", "zip", "area", "phone", "website", "youtubeChannel", "services"], () => undefined],
  ["POST", "/api/analytics/church/1/click", ["clickType"], () => undefined],
  ["POST", "/api/analytics/view/1", ["viewType"], () => undefined],
  ["POST", "/api/user/churches", ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "services", "worshipStyle", "languages", "youtubeChannel", "heroImage", "pastorName", "facebookPage", "logoImage"], () => owner],
  ["PUT", "/api/user/churches/{church}", ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "services", "worshipStyle", "languages", "heroImage"], () => owner],
  ["POST", "/api/user/churches/claim", ["churchId"], () => owner],
  ["POST", "/api/user/events", ["title", "description", "date", "time", "location", "category"], () => owner],
  ["PUT", "/api/church-images", ["imageURL", "churchId"], () => owner],
  ["POST", "/api/create-payment-intent", ["plan", "billing", "amount", "description", "banner"], () => owner],
  ["POST", "/api/create-subscription", ["billing"], () => owner],
  ["POST", "/api/upgrade", ["plan"], () => owner],
  ["POST", "/api/subscriptions/cancel", ["subscriptionId"], () => owner],
  ["POST", "/api/demo-checkout/confirm", ["clientSecret", "cardNumber", "expiry", "cvc"], () => owner],
  ["POST", "/api/admin/maps-search", ["query", "page"], () => admin],
  ["POST", "/api/admin/churches/check-duplicate", ["name", "address", "latitude", "longitude"], () => admin],
  ["POST", "/api/admin/churches", ["name", "address", "zip", "phone", "website", "latitude", "longitude", "denominationId", "area", "status", "featured", "description"], () => admin],
  ["PUT", "/api/admin/churches/{church}", ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "services", "featured", "status", "latitude", "longitude", "heroImage", "logoImage", "youtubeChannel", "recentSermons"], () => admin],
  ["POST", "/api/admin/churches/bulk-update", ["updates"], () => admin],
  ["POST", "/api/admin/articles", ["title", "slug", "excerpt", "content", "imageUrl", "category", "status"], () => admin],
  ["PUT", "/api/admin/articles/{article}", ["title", "slug", "excerpt", "content", "imageUrl", "category", "status"], () => admin],
  ["POST", "/api/admin/events", ["title", "description", "date", "time", "location", "category", "churchId"], () => admin],
  ["PUT", "/api/admin/events/{event}", ["title", "description", "date", "time", "location", "category", "churchId"], () => admin],
];

for (const [method, template, keys, cookie] of JSON_ROUTES) {
  test(`${method} ${template}: ${RUNS} generated bodies, no 5xx`, async () => {
    const path = () => template.replace("{church}", String(churchId)).replace("{article}", String(articleId)).replace("{event}", String(eventId));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: bodyWith(keys).map((b) => JSON.stringify(b) ?? "null") }, { weight: 1, arbitrary: rawBody }), async (body) => {
        const headers: Record<string, string> = { "content-type": "application/json", origin: TEST_ORIGIN };
        const c = cookie();
        if (c) headers.cookie = c;
        await check(`${method} ${template}`, () => app.request(path(), { method, headers, body }));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
}

const QUERY_ROUTES: [string, string[], (() => string) | null][] = [
  ["/api/churches", ["search", "denomination", "area", "worshipStyle", "language", "featured", "page", "limit"], null],
  ["/api/churches/map", ["search", "denomination", "area", "worshipStyle", "language"], null],
  ["/api/articles", ["category"], null],
  ["/api/unclaimed-churches", ["search"], null],
  ["/directory", ["search", "denomination", "area", "worshipStyle", "language", "page", "view"], null],
  ["/news", ["category"], null],
  ["/api/admin/churches/all", ["search", "status", "page", "limit", "t"], () => admin],
];

for (const [path, keys, cookie] of QUERY_ROUTES) {
  test(`GET ${path}: ${RUNS} generated queries, no 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys, "x", "page[]", "__proto__"), fc.oneof(fc.string(), fc.constantFrom("%", "%zz", "-1", "0", "1e9", "9".repeat(30), "'", "\u0000", "*", "\"\"", "NEAR(")), { maxKeys: 6 }), async (params) => {
        const query = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
        await check(`GET ${path}`, () => app.request(`${path}?${query}`, { headers: cookie ? { cookie: cookie() } : {} }));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
}

test("the fuzzing reached the handlers, not only the validators", () => {
  expect(served["POST /api/contacts"]!.statuses.has(422)).toBe(true);
  expect(served["GET /api/churches"]!.statuses.has(200)).toBe(true);
  expect([...served["PUT /api/admin/churches/{church}"]!.statuses].some((s) => s === 200 || s === 422)).toBe(true);
});
