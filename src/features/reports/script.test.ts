import { afterAll, beforeAll, expect, test } from "bun:test";
import { monthlyReports, outbox } from "../../db/schema";
import { createChurch, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { email: "pastor@example.org" });
  // Listed before the month reported.
  const createdAt = new Date("2026-01-15T18:00:00Z");
  createChurch(app.db, { name: "Grace Baptist", ownerId: owner.id, isPremium: true, createdAt });
  createChurch(app.db, { name: "Unclaimed Premium", isPremium: true, createdAt });
  createChurch(app.db, { name: "Free Chapel", ownerId: (await createUser(app.db)).id });
});
afterAll(() => app.close());

/** `bun run reports:monthly` on the test app's data directory. */
async function script(...args: string[]) {
  const child = Bun.spawn(["bun", "scripts/reports-monthly.ts", ...args], {
    env: { ...process.env, DATA_DIR: app.ctx.env.DATA_DIR, UPLOADS_DIR: app.ctx.env.UPLOADS_DIR, LOG_LEVEL: "silent" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  return { code, out, err };
}

test("reports:monthly prints its progress and a summary; a second run for the month sends nothing twice", async () => {
  const first = await script("--month", "2026-10");
  expect(first.code).toBe(0);
  expect(first.out).toBe(
    [
      "[1/2] Grace Baptist: mailed to its owner",
      "[2/2] Unclaimed Premium: stored, no mail (no owner, or reports switched off)",
      "Reports 2026-10: 1 mailed, 1 stored without mail, 0 already sent (2 premium churches).",
      "",
    ].join("\n"),
  );
  const second = await script("--month", "2026-10");
  expect(second.out).toContain("Reports 2026-10: 0 mailed, 0 stored without mail, 2 already sent (2 premium churches).");
  expect(app.db.select().from(monthlyReports).all()).toHaveLength(2);
  expect(app.db.select().from(outbox).all().map((m) => [m.kind, m.to])).toEqual([["monthly-report", "pastor@example.org"]]);
});

test("a month that is not YYYY-MM is refused, naming the option", async () => {
  const bad = await script("--month", "October");
  expect(bad.code).toBe(2);
  expect(bad.err).toContain("--month: month is a month as YYYY-MM");
});
