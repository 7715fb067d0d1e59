import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { analyticsDaily, churches, contactMessages, payments, searchStats, users } from "../db/schema";
import { createChurch, createUser } from "../db/seed/factories";
import { startSession } from "../sessions/sessions";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { runRetention } from "./retention";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

test("analytics and search counts older than 26 months and contact messages older than 2 years are purged; newer ones stay", async () => {
  const churchId = createChurch(app.db).id;
  app.db.insert(analyticsDaily).values([
    { churchId, day: "2024-01-15", profileViews: 3 },
    { churchId, day: "2024-10-01", profileViews: 5 },
  ]).run();
  app.db.insert(contactMessages).values([
    { name: "Old", email: "old@example.org", subject: "general-inquiry", message: "An old message.", createdAt: new Date("2024-11-01T00:00:00Z") },
    { name: "New", email: "new@example.org", subject: "general-inquiry", message: "A recent message.", createdAt: new Date("2026-01-01T00:00:00Z") },
  ]).run();
  app.db.insert(searchStats).values([
    { day: "2024-01-15", filters: '{"kind":"mass"}', searches: 2 },
    { day: "2024-10-01", filters: '{"kind":"mass"}', searches: 1 },
  ]).run();
  await runRetention({ db: app.db, env: app.ctx.env, log: () => {} }, new Date("2026-11-22T12:00:00Z"));
  expect(app.db.select().from(analyticsDaily).all().map((r) => r.day)).toEqual(["2024-10-01"]);
  expect(app.db.select().from(searchStats).all().map((r) => r.day)).toEqual(["2024-10-01"]);
  expect(app.db.select().from(contactMessages).all().map((r) => r.name)).toEqual(["New"]);
});

test("owner accounts unused for 3 years go (their church stays, unclaimed); admins, recent owners and 7-year payment records stay", async () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const idle = await createUser(app.db, { username: "idle-owner", lastSeenAt: new Date("2023-06-01T00:00:00Z") });
  const neverSeen = await createUser(app.db, { username: "never-seen", createdAt: new Date("2023-01-01T00:00:00Z") });
  const active = await createUser(app.db, { username: "active-owner", lastSeenAt: new Date("2026-10-01T00:00:00Z") });
  const oldAdmin = await createUser(app.db, { username: "old-admin", role: "admin", lastSeenAt: new Date("2020-01-01T00:00:00Z") });
  const church = createChurch(app.db, { ownerId: idle.id });
  app.db.insert(payments).values([
    { provider: "demo", providerPaymentId: "old", plan: "featured-monthly", description: "Featured Church Listing - 1 Month", amountCents: 4900, status: "succeeded", createdAt: new Date("2019-10-01T00:00:00Z") },
    { provider: "demo", providerPaymentId: "kept", plan: "featured-monthly", description: "Featured Church Listing - 1 Month", amountCents: 4900, status: "succeeded", createdAt: new Date("2020-12-01T00:00:00Z") },
  ]).run();
  await runRetention({ db: app.db, env: app.ctx.env, log: () => {} }, now);
  const left = app.db.select({ id: users.id }).from(users).all().map((u) => u.id);
  expect(left).not.toContain(idle.id);
  expect(left).not.toContain(neverSeen.id);
  expect(left).toEqual(expect.arrayContaining([active.id, oldAdmin.id]));
  expect(app.db.select().from(churches).where(eq(churches.id, church.id)).get()!.ownerId).toBeNull();
  expect(app.db.select().from(payments).all().map((p) => p.providerPaymentId)).toEqual(["kept"]);
});

test("signing in records when an account was last used", async () => {
  const user = await createUser(app.db, { username: "fresh-login" });
  startSession(app.db, user.id);
  expect(app.db.select().from(users).where(eq(users.id, user.id)).get()!.lastSeenAt).toBeInstanceOf(Date);
});
