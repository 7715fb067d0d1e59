import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { createChurch, createSession, createUser } from "../db/seed/factories";
import { backupsDir, dailyCopies } from "../db/backups";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { runDailyBackup, scheduleDailyBackup } from "./backup";

const DAY_MS = 24 * 3600 * 1000;
let app: TestApp;
let adminCookie: string;

async function adminPage(on = app): Promise<string> {
  const res = await on.request("/admin", { headers: { cookie: adminCookie } });
  expect(res.status).toBe(200);
  return await res.text();
}

beforeAll(async () => {
  app = await createTestApp({ BACKUP_KEEP: "2" });
  createChurch(app.db, { name: "Copied Church" });
  const admin = await createUser(app.db, { role: "admin" });
  adminCookie = `sid=${createSession(app.db, admin.id)}`;
});
afterAll(() => app.close());

describe("the daily copies", () => {
  test("before the first copy, the dashboard says there is none and warns", async () => {
    const html = await adminPage();
    expect(html).toContain("Last daily copy: none yet.");
    expect(html).toContain("No daily copy of the database has been made yet.");
  });

  test("a copy is made when none is a day old, checked, and only the newest BACKUP_KEEP stay", async () => {
    // Two copies from earlier days, and one an operator named: it is never pruned.
    mkdirSync(backupsDir(app.ctx.env.DATA_DIR), { recursive: true });
    for (const [name, daysAgo] of [["app-2026-11-20T04-00-00.db", 12], ["app-2026-11-21T04-00-00.db", 11], ["before-upgrade.db", 30]] as const) {
      const file = join(backupsDir(app.ctx.env.DATA_DIR), name);
      writeFileSync(file, "old copy");
      const at = new Date(Date.now() - daysAgo * DAY_MS);
      utimesSync(file, at, at);
    }
    expect(await runDailyBackup(app.ctx)).toBe(true);
    expect(app.logs.at(-1)).toMatch(/^Backed up .* \(\d+\.\d MB, 1 churches, integrity ok\) in [\d.]+ s\. Deleted 1 older copy \(BACKUP_KEEP=2\)\.$/);
    const names = readdirSync(backupsDir(app.ctx.env.DATA_DIR)).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain("before-upgrade.db");
    expect(names).toContain("app-2026-11-21T04-00-00.db");
    const newest = dailyCopies(app.ctx.env.DATA_DIR).at(-1)!;
    const copy = new Database(newest.file, { readonly: true });
    expect((copy.query("SELECT name FROM churches").get() as { name: string }).name).toBe("Copied Church");
    copy.close();
    // Within the day, no second copy.
    expect(await runDailyBackup(app.ctx)).toBe(false);
  });

  test("the dashboard shows the last copy, and warns when it is more than a day old", async () => {
    const html = await adminPage();
    expect(html).toMatch(/Last daily copy: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T \(less than a minute ago; the last 2 are kept in DATA_DIR\/backups\)\./);
    expect(html).not.toContain('role="alert"');
    const newest = dailyCopies(app.ctx.env.DATA_DIR).at(-1)!;
    const old = new Date(Date.now() - DAY_MS - 3600_000);
    utimesSync(newest.file, old, old);
    const stale = await adminPage();
    expect(stale).toContain("(25 hours ago;");
    expect(stale).toContain("The newest daily copy of the database is more than a day old");
  });

  test("BACKUP_KEEP=0 makes no copies, and the dashboard says nothing copies the database", async () => {
    const bare = await createTestApp({ BACKUP_KEEP: "0" });
    try {
      const admin = await createUser(bare.db, { role: "admin" });
      const res = await bare.request("/admin", { headers: { cookie: `sid=${createSession(bare.db, admin.id)}` } });
      expect(await res.text()).toContain("Nothing copies the database: set REPLICA_URL, or BACKUP_KEEP above 0 for daily copies.");
      scheduleDailyBackup(bare.ctx)();
      await Bun.sleep(200);
      expect(existsSync(backupsDir(bare.ctx.env.DATA_DIR))).toBe(false);
    } finally {
      bare.close();
    }
  });
});
