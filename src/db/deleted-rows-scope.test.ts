import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDb } from "./client";
import { createChurch, createEvent } from "./seed/factories";
import { churchFacts, churchLanguages, weeklyServices } from "./schema";

// docs/caching.md, What a write makes stale: a deleted row of one church concerns that church (migration 0038).
describe("a deleted row's scope", () => {
  const dir = mkdtempSync(join(tmpdir(), "churchdir-deleted-scope-"));
  const db = openDb(join(dir, "app.db"));
  afterAll(() => {
    db.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const edited = createChurch(db, { services: ["Sunday 9:00 AM", "Sunday 11:00 AM"], visitFacts: { said: { "step-free": true, nursery: true } } });
  const other = createChurch(db);

  test.each([
    ["a weekly service", () => db.delete(weeklyServices).where(eq(weeklyServices.churchId, edited.id)).run()],
    ["a language", () => db.delete(churchLanguages).where(eq(churchLanguages.churchId, edited.id)).run()],
    ["a visit fact", () => db.delete(churchFacts).where(eq(churchFacts.churchId, edited.id)).run()],
  ])("%s deleted stales its church's pages and the lists, not another church's profile", (_, remove) => {
    const before = db.dataVersion.current;
    remove();
    expect(db.dataVersion.changedSince(before, { church: edited.id })).toBe(true);
    expect(db.dataVersion.changedSince(before, "all")).toBe(true);
    expect(db.dataVersion.changedSince(before, { church: other.id })).toBe(false);
  });

  test("a deleted event may belong to no church: it stales every page", () => {
    const event = createEvent(db, { churchId: edited.id });
    const before = db.dataVersion.current;
    db.sqlite.query("DELETE FROM events WHERE id = ?").run(event.id);
    expect(db.dataVersion.changedSince(before, { church: other.id })).toBe(true);
  });
});
