import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { Ajv2020 } from "ajv/dist/2020";
import { createApp } from "../../app";
import { centralDay } from "../../lib/dates";
import { addDays } from "../../contract/service-times/calendar-days";
import { createChurch, createUser } from "../../db/seed/factories";
import { declaredAudience } from "../../http/routes";
import { setServiceException } from "../churches/service";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { UNDESCRIBED_ROUTES } from "./routes";

type Doc = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: { schemas: Record<string, object> } };

let app: TestApp;
let doc: Doc;
beforeAll(async () => {
  // The demo's churches, and one with a moved service in the coming days (notices and occurrences).
  app = await createTestApp({ SEED: "demo" });
  const owner = await createUser(app.db);
  const moved = createChurch(app.db, { name: "Moved Service Chapel", ownerId: owner.id, serviceTimes: WEEK.map((day) => ({ day, time: "10:00" })) });
  const tomorrow = addDays(centralDay(), 1);
  setServiceException(app.db, owner, moved.id, { date: tomorrow, time: "10:00", kind: "moved", newTime: "11:30", note: "Parking lot repaving" });
  doc = (await (await app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => app.close());
const WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** The formats the document names, as RFC 3339 and RFC 3986 write them (the contract checks their values further). */
const FORMATS = { date: /^\d{4}-\d{2}-\d{2}$/, "date-time": /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, uri: /^[a-z][a-z\d+.-]*:\S+$/i };
let ajv: Ajv2020 | undefined;

/** Validates a real answer against the schema the document declares for its path's 200 (or a refusal). */
function declared(path: string, status = "200") {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, formats: FORMATS });
    ajv.addSchema({ $id: "https://openapi.local/document", components: doc.components });
  }
  const id = `https://openapi.local/answers${path}/${status}`;
  const known = ajv.getSchema(id);
  if (known) return known;
  const schema = doc.paths[path]!.get!.responses[status]!.content!["application/json"]!.schema;
  return ajv.compile({ $id: id, ...JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://openapi.local/document#/components/')) });
}

async function check(path: string, url: string, status = 200) {
  const res = await app.request(url);
  expect({ url, status: res.status }).toEqual({ url, status });
  const body = await res.json();
  const validate = declared(path, String(status));
  expect({ url, errors: validate(body) ? [] : validate.errors!.slice(0, 5) }).toEqual({ url, errors: [] });
  return body;
}

describe("GET /api/openapi.json", () => {
  test("is an OpenAPI 3.1 document an independent validator accepts, and refuses a broken copy of", async () => {
    const res = await app.request("/api/openapi.json");
    expect([res.status, res.headers.get("content-type"), res.headers.get("access-control-allow-origin")]).toEqual([200, "application/json; charset=utf-8", "*"]);
    expect(doc.openapi).toStartWith("3.1");
    await SwaggerParser.validate(structuredClone(doc) as never);
    const broken = structuredClone(doc) as unknown as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
    broken.paths["/api/areas"]!.get.responses = { 200: { content: {} } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  test("describes every public read route of /api but those the site's own pages call, which are named with their reason", () => {
    const reads = createApp(app.ctx).routes.filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.includes("*") && declaredAudience(r.hooks) === "public");
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`));
    expect(reads.map((r) => `${r.method} ${r.path}`).filter((key) => !described.includes(key) && !UNDESCRIBED_ROUTES[key])).toEqual([]);
    expect(described.sort()).toEqual(["GET /api/areas", "GET /api/articles", "GET /api/articles/slug/:slug", "GET /api/churches", "GET /api/churches/:id", "GET /api/churches/:id/occurrences", "GET /api/churches/map", "GET /api/denominations", "GET /api/events", "GET /api/services", "GET /api/services/:occasion"]);
    const list = doc.paths["/api/churches"]!.get as unknown as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["search", "denomination", "day", "access", "near", "sort", "view", "page", "limit"]));
  });
});

describe("real answers match the schemas the document declares", () => {
  test("the check itself refuses an answer that strays: a field too many, a wrong type, one missing", () => {
    const areas = declared("/api/areas");
    expect([areas([{ id: 1, name: "Downtown" }]), areas([{ id: 1, name: "Downtown", owner: "x" }]), areas([{ id: "1", name: "Downtown" }]), areas([{ id: 1 }])]).toEqual([true, false, false, false]);
  });

  test("lists: lean, full, searched by place and service, the map's pins, denominations and areas", async () => {
    const lean = (await check("/api/churches", "/api/churches?limit=100")) as { id: number; slug: string }[];
    expect(lean.length).toBe(100);
    await check("/api/churches", "/api/churches?limit=100&page=2&view=full");
    const near = (await check("/api/churches", "/api/churches?near=29.4241,-98.4936&day=sunday&sort=distance&limit=20")) as { distanceMiles?: number; matchingService?: unknown }[];
    expect(near.every((c) => typeof c.distanceMiles === "number" && c.matchingService)).toBe(true);
    await check("/api/churches/map", "/api/churches/map?language=spanish");
    expect(((await check("/api/denominations", "/api/denominations")) as unknown[]).length).toBeGreaterThan(10);
    await check("/api/areas", "/api/areas");
  });

  test("one church and its occurrences, a moved service among them, for a sample of twenty", async () => {
    const ids = ((await (await app.request("/api/churches?limit=19&page=3")).json()) as { id: number }[]).map((c) => c.id);
    const moved = ((await (await app.request("/api/churches?search=Moved%20Service%20Chapel")).json()) as { slug: string }[])[0]!.slug;
    for (const key of [...ids.map(String), moved]) {
      await check("/api/churches/{id}", `/api/churches/${key}?near=29.4241,-98.4936`);
      await check("/api/churches/{id}/occurrences", `/api/churches/${key}/occurrences`);
    }
    const profile = (await check("/api/churches/{id}", `/api/churches/${moved}`)) as { notices: { kind: string }[] };
    expect(profile.notices.map((n) => n.kind)).toEqual(["moved"]);
    const dates = (await check("/api/churches/{id}/occurrences", `/api/churches/${moved}/occurrences`)) as { status: string }[];
    expect(dates.map((d) => d.status)).toContain("moved");
  });

  test("events, news and holiday services", async () => {
    const events = (await check("/api/events", "/api/events?limit=100")) as { church: { slug: string } | null }[];
    expect(events.length).toBeGreaterThan(10);
    await check("/api/events", `/api/events?when=month&church=${events.find((e) => e.church)!.church!.slug}`);
    const articles = (await check("/api/articles", "/api/articles")) as { slug: string }[];
    for (const { slug } of articles.slice(0, 5)) await check("/api/articles/slug/{slug}", `/api/articles/slug/${slug}`);
    const occasions = (await check("/api/services", "/api/services")) as { occasion: string }[];
    for (const { occasion } of occasions) await check("/api/services/{occasion}", `/api/services/${occasion}?near=29.4241,-98.4936`);
    expect(((await check("/api/services/{occasion}", "/api/services/christmas-eve")) as unknown[]).length).toBeGreaterThan(5);
  });

  test("refusals: a bad query 400 and an unknown church 404, each in the declared error shape", async () => {
    await check("/api/churches", "/api/churches?worshipStyle=loud", 400);
    await check("/api/churches/{id}/occurrences", "/api/churches/1/occurrences?from=2026-13-40", 400);
    await check("/api/churches/{id}", "/api/churches/no-such-church", 404);
    await check("/api/events", "/api/events?when=decade", 400);
    await check("/api/articles/slug/{slug}", "/api/articles/slug/no-such-article", 404);
    await check("/api/services/{occasion}", "/api/services/christmas-eve?sort=distance", 400);
  });
});
