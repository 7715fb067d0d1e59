import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { replicateCommand, writeLitestreamConfig } from "../../lib/litestream";
import { parseScrape } from "../../../tests/helpers/prometheus";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

const TOKEN = "replica-scrape-token-0123";
let app: TestApp;
let replicaUrl: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  replicaUrl = `file://${app.ctx.env.DATA_DIR}-replica`;
  app.close();
  // The same directory, now with a replica: Litestream streams the database while a church is written.
  app = await createTestApp({ DATA_DIR: app.ctx.env.DATA_DIR, REPLICA_URL: replicaUrl, METRICS_TOKEN: TOKEN });
  const config = writeLitestreamConfig(app.ctx.env.DATABASE_PATH, { url: replicaUrl });
  const litestream = Bun.spawn(replicateCommand(config, ["sleep", "3"]), { stdout: "ignore", stderr: "ignore" });
  await Bun.sleep(1000);
  createChurch(app.db, { name: "Replicated Church" });
  const admin = await createUser(app.db, { role: "admin" });
  adminCookie = `sid=${createSession(app.db, admin.id)}`;
  expect(await litestream.exited).toBe(0);
}, 20_000);
afterAll(() => {
  app.close();
  rmSync(new URL(replicaUrl).pathname, { recursive: true, force: true });
});

describe("the replica's state", () => {
  test("/readyz checks the replica: in step with the database", async () => {
    const res = await app.request("/readyz");
    const body = (await res.json()) as { failed: string[]; checks: Record<string, { ok: boolean; detail: string }> };
    expect(body.checks.replica).toEqual({ ok: true, detail: "0 s behind the database (bound 60 s)" });
    expect(body.failed).toEqual([]);
    expect(res.status).toBe(200);
  });

  test("the dashboard says what the replica holds, and /metrics its lag", async () => {
    const html = await (await app.request("/admin", { headers: { cookie: adminCookie } })).text();
    expect(html).toMatch(new RegExp(`Replica \\(${replicaUrl}\\): holds every write up to [A-Z][a-z]{2} \\d{1,2}, \\d{4}, [^<]+, in step with the database\\.`));
    expect(html).not.toContain('role="alert"');
    const scrape = parseScrape(await (await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text());
    expect(scrape.value("churchdir_replica_lag_seconds")).toBe(0);
  });

  test("a replica that cannot be read fails /readyz and warns on the dashboard", async () => {
    const unreadable = await createTestApp({ REPLICA_URL: "s3://churchdir-no-such-bucket/site", REPLICA_S3_ENDPOINT: "http://127.0.0.1:9", AWS_ACCESS_KEY_ID: "", AWS_SECRET_ACCESS_KEY: "", LITESTREAM_ACCESS_KEY_ID: "", LITESTREAM_SECRET_ACCESS_KEY: "" });
    try {
      const res = await unreadable.request("/readyz");
      const body = (await res.json()) as { failed: string[]; checks: Record<string, { ok: boolean; detail: string }> };
      expect(res.status).toBe(503);
      expect(body.failed).toEqual(["replica"]);
      expect(body.checks.replica?.detail).toStartWith("cannot be read: ");
      const admin = await createUser(unreadable.db, { role: "admin" });
      const html = await (await unreadable.request("/admin", { headers: { cookie: `sid=${createSession(unreadable.db, admin.id)}` } })).text();
      expect(html).toContain("The replica at s3://churchdir-no-such-bucket/site cannot be read: ");
    } finally {
      unreadable.close();
    }
  }, 20_000);
});
