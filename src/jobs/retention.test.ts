import { afterAll, beforeAll, expect, test } from "bun:test";
import { analyticsDaily, contactMessages } from "../db/schema";
import { createChurch } from "../db/seed/factories";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { runRetention } from "./retention";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

test("analytics older than 26 months and contact messages older than 2 years are purged; newer ones stay", () => {
  const churchId = createChurch(app.db).id;
  app.db.insert(analyticsDaily).values([
    { churchId, day: "2024-01-15", profileViews: 3 },
    { churchId, day: "2024-10-01", profileViews: 5 },
  ]).run();
  app.db.insert(contactMessages).values([
    { name: "Old", email: "old@example.org", subject: "general-inquiry", message: "An old message.", createdAt: new Date("2024-11-01T00:00:00Z") },
    { name: "New", email: "new@example.org", subject: "general-inquiry", message: "A recent message.", createdAt: new Date("2026-01-01T00:00:00Z") },
  ]).run();
  runRetention({ db: app.db, log: () => {} }, new Date("2026-11-22T12:00:00Z"));
  expect(app.db.select().from(analyticsDaily).all().map((r) => r.day)).toEqual(["2024-10-01"]);
  expect(app.db.select().from(contactMessages).all().map((r) => r.name)).toEqual(["New"]);
});
