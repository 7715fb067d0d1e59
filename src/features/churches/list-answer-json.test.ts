import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churches, weeklyServices } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { listChurchIds, listExpiresAt } from "./church-lists";
import { listAnswerJson } from "./list-answer-json";
import { toPublic } from "./public-church";

// A list's churches are kept one by one, with their JSON (docs/caching.md, Kept API answers): whatever
// was kept, the answer is the one built afresh, after writes and as the hours and days go by.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED: "demo" });
});
afterAll(() => app.close());

/** The page's churches built from their rows, nothing kept. */
const built = (filters: object, now: Date) => {
  const { ids, rowsOf } = listChurchIds(app.db, filters, 1, 50, now);
  return toPublic(rowsOf(ids), app.db, now, filters);
};
const afresh = (filters: object, now: Date) => JSON.stringify(built(filters, now).map(({ specialServices: _, ...church }) => church));
const answered = (filters: object, now: Date, full = false) => {
  const answer = listAnswerJson(app.db, filters, 1, 50, full, now);
  return { ...answer, json: new TextDecoder().decode(answer.body) };
};

test("the kept parts answer what building the list again answers, at every hour and after writes", () => {
  const start = new Date("2026-12-05T15:00:00Z");
  const searches = [{}, { denomination: "Baptist" }, { search: "church" }, { sort: "time" as const }, { search: "no such church anywhere" }];
  const check = (now: Date) => {
    for (const filters of searches) {
      const answer = answered(filters, now);
      expect(answer.json).toBe(afresh(filters, now));
      expect(answer.expiresAt).toBe(listExpiresAt({ churches: built(filters, now), total: 0, page: 1, pageCount: 1 }, filters, now));
    }
  };
  for (let hours = 0; hours < 30; hours += 1.5) check(new Date(start.getTime() + hours * 3600_000));
  const [first] = app.db.select({ id: churches.id }).from(churches).orderBy(churches.name).limit(1).all();
  app.db.update(churches).set({ name: "Aardvark Chapel" }).where(eq(churches.id, first!.id)).run();
  app.db.delete(weeklyServices).where(eq(weeklyServices.churchId, first!.id)).run();
  check(new Date(start.getTime() + 31 * 3600_000));
  expect(answered({}, new Date(start.getTime() + 31 * 3600_000)).json).toContain('"name":"Aardvark Chapel"');
});

test("with view=full the special services stay, in their place", () => {
  const now = new Date("2026-12-06T15:00:00Z");
  const full = answered({}, now, true).json;
  expect(full).toBe(JSON.stringify(built({}, now)));
  expect(full).toContain('"specialServices":');
  expect(answered({}, now).json).not.toContain('"specialServices":');
});
