import { afterAll, beforeAll, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { OpenDataFiles } from "./files";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

test("one copy a San Antonio day: made by the day's first request, kept through writes, made again the next day", () => {
  const files = new OpenDataFiles(app.db, app.ctx.origin);
  createChurch(app.db, { name: "Morning Chapel" });
  // 23:30 in San Antonio on December 1 (CST is UTC-6), then 00:30 on December 2.
  const lateEvening = new Date("2026-12-02T05:30:00Z");
  const first = files.current(lateEvening);
  expect([first.day, first.count, first.generatedAt.toISOString()]).toEqual(["2026-12-01", 1, "2026-12-02T05:30:00.000Z"]);
  createChurch(app.db, { name: "Evening Chapel" });
  expect(files.current(new Date("2026-12-02T05:59:59Z"))).toBe(first);
  const next = files.current(new Date("2026-12-02T06:30:00.750Z"));
  expect([next.day, next.count, next.generatedAt.toISOString()]).toEqual(["2026-12-02", 2, "2026-12-02T06:30:00.000Z"]);
  expect(next.files.json.etag).not.toBe(first.files.json.etag);
});
