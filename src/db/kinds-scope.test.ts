import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDb } from "./client";
import { createArticle, createChurch } from "./seed/factories";
import { articles, churches, weeklyServices } from "./schema";

// docs/caching.md, What a write makes stale: a page that shows some kinds of rows only (the news:
// articles; the about page: none) is stale by writes of those kinds, not by a church's edit.
describe("a scope of kinds of rows", () => {
  const dir = mkdtempSync(join(tmpdir(), "churchdir-kinds-scope-"));
  const db = openDb(join(dir, "app.db"));
  afterAll(() => {
    db.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const church = createChurch(db, { services: ["Sunday 9:00 AM"] });
  const news = { kinds: ["articles"] } as const;
  const none = { kinds: [] } as const;

  test("a church's edit and its services leave the news and the about page kept; the lists go stale", () => {
    const before = db.dataVersion.current;
    db.update(churches).set({ phone: "(210) 555-0100" }).where(eq(churches.id, church.id)).run();
    db.delete(weeklyServices).where(eq(weeklyServices.churchId, church.id)).run();
    expect(db.dataVersion.changedSince(before, news)).toBe(false);
    expect(db.dataVersion.changedSince(before, none)).toBe(false);
    expect(db.dataVersion.changedSince(before, "all")).toBe(true);
  });

  test("an article stales the news, not the about page; a church's profile as before", () => {
    const before = db.dataVersion.current;
    const article = createArticle(db, {});
    expect(db.dataVersion.changedSince(before, news)).toBe(true);
    expect(db.dataVersion.changedSince(before, none)).toBe(false);
    expect(db.dataVersion.changedSince(before, { church: church.id })).toBe(true);
    // Stale since the article: a page kept before it may be answered while it is drawn again.
    expect(db.dataVersion.changedWithin(before, 2000, news)).toBe(true);
    const later = db.dataVersion.current;
    db.update(churches).set({ phone: "(210) 555-0101" }).where(eq(churches.id, church.id)).run();
    expect(db.dataVersion.changedSince(later, news)).toBe(false);
    db.delete(articles).where(eq(articles.id, article.id)).run();
    expect(db.dataVersion.changedSince(later, news)).toBe(true);
  });

  test("a deleted church (the demo notice may go) and another connection's commit stale every page", () => {
    const before = db.dataVersion.current;
    db.delete(churches).where(eq(churches.id, createChurch(db).id)).run();
    expect(db.dataVersion.changedSince(before, none)).toBe(true);
    const later = db.dataVersion.current;
    db.dataVersion.bump();
    expect(db.dataVersion.changedSince(later, none)).toBe(true);
  });
});
