import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { OFFLINE_URL, createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { parseScrape } from "../../../tests/helpers/prometheus";
import { createChurch } from "../../db/seed/factories";
import { queueMail } from "../mail/service";
import { startMailWorker } from "../mail/worker";

const TOKEN = "scrape-me-please-0123456789";
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

let app: TestApp;
async function scrape() {
  const res = await app.request("/metrics", bearer(TOKEN));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
  return parseScrape(await res.text());
}

beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => app.close());

describe("GET /metrics", () => {
  test("is the not-found page when METRICS_TOKEN is not set", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request("/metrics", bearer(TOKEN));
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
    } finally {
      bare.close();
    }
  });

  test("asks for the bearer token, and refuses a wrong one", async () => {
    const none = await app.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect((await app.request("/metrics", bearer(`${TOKEN}x`))).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: `Basic ${btoa(`x:${TOKEN}`)}` } })).status).toBe(401);
  });

  test("counts requests by route pattern and status, never by the path asked", async () => {
    await app.request("/church/no-such-church-4711");
    await app.request("/api/churches/98765");
    await app.request("/no/such/page-31337");
    const metrics = await scrape();
    const requests = "churchdir_http_request_duration_seconds";
    expect(metrics.families.get(requests)?.type).toBe("HISTOGRAM");
    expect(metrics.value(requests, { method: "GET", route: "/church/:idOrSlug", status: "404" })).toBe(1);
    expect(metrics.value(requests, { route: "/api/churches/:id", status: "404" })).toBe(1);
    expect(metrics.value(requests, { route: "(not found)", status: "404" })).toBe(1);
    const routes = metrics.labelSets(requests).map((labels) => labels.route);
    for (const asked of ["4711", "98765", "31337"]) expect(routes.some((route) => route?.includes(asked))).toBe(false);
  });

  test("counts the page cache's and the API cache's hits and misses, and page drawing time", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await app.request("/about");
    for (let i = 0; i < 3; i++) await app.request("/api/churches?limit=5");
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => after.value(name, labels) - before.value(name, labels);
    // A page and a list are kept from their second asking (docs/caching.md, Keeping and evicting; Kept API answers).
    expect(delta("churchdir_cache_misses_total", { cache: "page" })).toBe(2);
    expect(delta("churchdir_cache_hits_total", { cache: "page" })).toBe(1);
    expect(delta("churchdir_cache_misses_total", { cache: "api" })).toBe(2);
    expect(delta("churchdir_cache_hits_total", { cache: "api" })).toBe(1);
    expect(delta("churchdir_page_render_seconds", { route: "/about" })).toBe(2);
    expect(delta("churchdir_http_request_duration_seconds", { route: "/about", status: "200" })).toBe(3);
  });

  test("times SQLite's statements, reads and writes apart", async () => {
    const before = await scrape();
    createChurch(app.db, { name: "Timed Chapel", slug: "timed-chapel" });
    expect((await app.request("/api/churches/timed-chapel")).status).toBe(200);
    const after = await scrape();
    expect(after.families.get("churchdir_sqlite_query_seconds")?.type).toBe("HISTOGRAM");
    expect(after.value("churchdir_sqlite_query_seconds", { kind: "read" })).toBeGreaterThan(before.value("churchdir_sqlite_query_seconds", { kind: "read" }));
    expect(after.value("churchdir_sqlite_query_seconds", { kind: "write" })).toBeGreaterThan(before.value("churchdir_sqlite_query_seconds", { kind: "write" }));
  });

  test("counts refusals for too many posts by the form's route", async () => {
    for (let i = 0; i < 11; i++) await app.request("/api/newsletter/subscribe", jsonRequest("POST", {}));
    const metrics = await scrape();
    expect(metrics.value("churchdir_rate_limited_total", { route: "/api/newsletter/subscribe" })).toBe(1);
    expect(metrics.value("churchdir_http_request_duration_seconds", { method: "POST", route: "/api/newsletter/subscribe", status: "429" })).toBe(1);
  });

  test("shows the outbox by state and the failed attempts to send", async () => {
    queueMail(app.db, { kind: "test", from: "site@example.org", to: "someone@example.org", subject: "Hello", text: "Hello" });
    expect((await scrape()).value("churchdir_outbox_messages", { state: "waiting" })).toBe(1);
    // Nothing listens on the SMTP port: the attempt fails and waits for its retry.
    let failures = 0;
    const worker = startMailWorker(app.db, OFFLINE_URL.replace("http:", "smtp:"), () => undefined, { everyMs: 60_000, onFailure: () => (failures++, app.ctx.metrics?.countMailFailure()) });
    await worker.runOnce();
    await worker.stop();
    expect(failures).toBe(1);
    const metrics = await scrape();
    expect(metrics.value("churchdir_mail_send_failures_total")).toBe(1);
    expect(metrics.value("churchdir_outbox_messages", { state: "waiting" })).toBe(0);
    expect(metrics.value("churchdir_outbox_messages", { state: "retrying" })).toBe(1);
  });

  test("shows the process's memory and event-loop delay", async () => {
    const metrics = await scrape();
    expect(metrics.value("process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(metrics.families.get("nodejs_eventloop_lag_seconds")?.type).toBe("GAUGE");
    expect(metrics.families.has("nodejs_heap_size_used_bytes")).toBe(true);
  });
});
