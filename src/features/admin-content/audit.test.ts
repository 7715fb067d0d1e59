import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { desc } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { createSession, createUser } from "../../db/seed/factories";
import type { AdminArticle } from "../../contract/admin-content";
import { centralDay } from "../../lib/dates";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let adminId: number;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminId = (await createUser(app.db, { role: "admin" })).id;
  cookie = `sid=${createSession(app.db, adminId)}`;
});
afterAll(() => app.close());

const call = (method: string, path: string, body?: unknown) =>
  app.request(path, body === undefined ? { method, headers: { cookie, origin: TEST_ORIGIN } } : jsonRequest(method, body, { cookie }));
const lastEntry = () => app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1).get()!;
const inDays = (n: number) => centralDay(new Date(Date.now() + n * 86_400_000));

describe("the audit log keeps edits and deletions of articles and events, as it keeps church edits", () => {
  test("an article's edit names the admin and the fields that changed; its deletion, the title that went", async () => {
    const created = (await (await call("POST", "/api/admin/articles", { title: "Lent Fish Fries", content: "<p>Fridays in Lent.</p>", category: "community", status: "published" })).json()) as AdminArticle;
    expect((await call("PUT", `/api/admin/articles/${created.id}`, { title: "Lent Fish Fries Across the City", content: "<p>Fridays in Lent.</p>", category: "community", status: "published" })).status).toBe(200);
    expect(lastEntry()).toMatchObject({ actorId: adminId, action: "article.edited", entityType: "article", entityId: String(created.id) });
    expect(lastEntry().details).toMatchObject({ title: ["Lent Fish Fries", "Lent Fish Fries Across the City"] });
    expect(lastEntry().details).not.toHaveProperty("content");
    expect((await call("DELETE", `/api/admin/articles/${created.id}`)).status).toBe(204);
    expect(lastEntry()).toMatchObject({ actorId: adminId, action: "article.deleted", entityType: "article", entityId: String(created.id), details: { title: "Lent Fish Fries Across the City" } });
  });

  test("an event's edit and deletion, the same way", async () => {
    const { id } = (await (await call("POST", "/api/admin/events", { title: "Choir Festival", description: "Choirs from across the city.", date: inDays(5), category: "general" })).json()) as { id: number };
    expect((await call("PUT", `/api/admin/events/${id}`, { title: "Choir Festival", description: "Choirs from across the city.", date: inDays(6), category: "general" })).status).toBe(200);
    const edited = lastEntry();
    expect(edited).toMatchObject({ actorId: adminId, action: "event.edited", entityType: "event", entityId: String(id) });
    expect(Object.keys(edited.details ?? {})).toEqual(["startsAt"]);
    expect((await call("DELETE", `/api/admin/events/${id}`)).status).toBe(204);
    expect(lastEntry()).toMatchObject({ action: "event.deleted", entityType: "event", entityId: String(id), details: { title: "Choir Festival" } });
  });

  test("a refused edit writes no entry", async () => {
    const before = lastEntry().id;
    expect((await call("PUT", "/api/admin/events/999999", { title: "Nothing", description: "Nothing here at all.", date: inDays(5), category: "general" })).status).toBe(404);
    expect((await call("DELETE", "/api/admin/articles/999999")).status).toBe(404);
    expect(lastEntry().id).toBe(before);
  });
});
