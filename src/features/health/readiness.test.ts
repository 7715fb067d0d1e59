import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/fakes/smtp";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { outbox } from "../../db/schema";
import { queueMail } from "../mail/service";
import { startMailWorker } from "../mail/worker";
import { OUTBOX_BACKLOG_BOUND } from "./readiness";

interface Answer {
  status: string;
  failed: string[];
  checks: Record<string, { ok: boolean; detail: string }>;
}

let smtp: FakeSmtp;
let app: TestApp;
const readyz = async (on = app) => {
  const res = await on.request("/readyz");
  expect(res.headers.get("cache-control")).toBe("no-store");
  return { status: res.status, body: (await res.json()) as Answer };
};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url });
});
afterEach(async () => {
  await app.ctx.mailWorker?.stop();
  app.ctx.mailWorker = null;
  app.db.delete(outbox).run();
});
afterAll(async () => {
  app.close();
  await smtp.stop();
});

describe("GET /readyz", () => {
  test("answers 200 with every check when the database, migrations, mail worker and outbox are fine", async () => {
    app.ctx.mailWorker = startMailWorker(app.db, smtp.url, () => undefined, { everyMs: 50 });
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.status).toBe("ready");
    expect(body.failed).toEqual([]);
    expect(Object.keys(body.checks).sort()).toEqual(["database", "mailWorker", "migrations", "outbox"]);
    expect(body.checks.database).toEqual({ ok: true, detail: "writable" });
    expect(body.checks.outbox?.detail).toBe(`0 waiting to be sent (bound ${OUTBOX_BACKLOG_BOUND})`);
  });

  test("answers 503 naming the mail worker when SMTP_URL is set and no worker goes round", async () => {
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body.status).toBe("not ready");
    expect(body.failed).toEqual(["mailWorker"]);
    expect(body.checks.mailWorker?.detail).toContain("stopped");
  });

  test("answers 503 naming the outbox when its backlog reaches the bound", async () => {
    app.ctx.mailWorker = startMailWorker(app.db, smtp.url, () => undefined, { everyMs: 60_000 });
    await app.ctx.mailWorker.runOnce();
    // Queued for later: the worker does not send them during the test.
    const later = new Date(Date.now() + 3600_000);
    app.db.transaction((tx) => {
      for (let i = 0; i < OUTBOX_BACKLOG_BOUND; i++) queueMail(tx, { kind: "test", from: "site@example.org", to: `p${i}@example.org`, subject: "Hi", text: "Hi" }, later);
    });
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body.failed).toEqual(["outbox"]);
    expect(body.checks.outbox?.detail).toBe(`${OUTBOX_BACKLOG_BOUND} waiting to be sent (bound ${OUTBOX_BACKLOG_BOUND})`);
  });

  test("without SMTP_URL the outbox keeps mail for the admins and the site is ready", async () => {
    const bare = await createTestApp();
    try {
      queueMail(bare.db, { kind: "test", from: "site@example.org", to: "p@example.org", subject: "Hi", text: "Hi" });
      const { status, body } = await readyz(bare);
      expect(status).toBe(200);
      expect(body.checks.mailWorker?.detail).toContain("SMTP_URL is not set");
    } finally {
      bare.close();
    }
  });

  test("answers 503 naming the migrations when the database lacks one this build ships", async () => {
    const bare = await createTestApp();
    try {
      bare.db.sqlite.exec("DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)");
      const { status, body } = await readyz(bare);
      expect(status).toBe(503);
      expect(body.failed).toEqual(["migrations"]);
      expect(body.checks.migrations?.detail).toMatch(/^\d+ applied, this build ships \d+$/);
    } finally {
      bare.close();
    }
  });

  test("answers 503 naming the database when it cannot be written", async () => {
    const bare = await createTestApp();
    try {
      // Another connection holds the write lock longer than this one waits for it.
      bare.db.sqlite.exec("PRAGMA busy_timeout = 0");
      const { Database } = await import("bun:sqlite");
      const other = new Database(bare.ctx.env.DATABASE_PATH);
      other.exec("BEGIN IMMEDIATE");
      try {
        const { status, body } = await readyz(bare);
        expect(status).toBe(503);
        expect(body.failed).toEqual(["database"]);
        expect(body.checks.database?.detail).toContain("locked");
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
    } finally {
      bare.close();
    }
  });
});
