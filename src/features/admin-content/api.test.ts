import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { contactMessages, events, newsletterSubscriptions } from "../../db/schema";
import { createChurch, createEvent, createSession, createUser } from "../../db/seed/factories";
import type { AdminArticle, AdminEvent } from "../../contract/admin-content";
import { centralDay, centralToUtc } from "../../lib/dates";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let admin: string;
let owner: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  owner = `sid=${createSession(app.db, (await createUser(app.db)).id)}`;
});
afterAll(() => app.close());

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  app.request(path, body === undefined ? { method, headers: { cookie, origin: TEST_ORIGIN } } : jsonRequest(method, body, { cookie }));
const article = (overrides: Record<string, unknown> = {}) => ({
  title: "Christmas Eve Services Across the City",
  content: '<p>Candlelight services <strong>everywhere</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a>',
  category: "holidays",
  status: "published",
  ...overrides,
});
const inDays = (n: number) => centralDay(new Date(Date.now() + n * 86_400_000));

describe("authorisation", () => {
  test("every content and inbox route: 401 signed out, 403 for an owner", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/articles"],
      ["POST", "/api/admin/articles", article()],
      ["PUT", "/api/admin/articles/1", article()],
      ["DELETE", "/api/admin/articles/1"],
      ["GET", "/api/admin/events"],
      ["POST", "/api/admin/events", { title: "x", description: "long enough text", date: inDays(3), category: "general" }],
      ["PUT", "/api/admin/events/1", { title: "x", description: "long enough text", date: inDays(3), category: "general" }],
      ["DELETE", "/api/admin/events/1"],
      ["POST", "/api/admin/events/1/approve"],
      ["POST", "/api/admin/events/1/reject"],
      ["GET", "/api/admin/contacts"],
      ["GET", "/api/admin/contacts/export-csv"],
      ["POST", "/api/admin/contacts/1/read"],
      ["GET", "/api/admin/subscribers"],
      ["GET", "/api/admin/subscribers/export-csv"],
      ["POST", "/api/admin/maps-search", { query: "grace" }],
      ["POST", "/api/admin/churches/check-duplicate", { name: "x" }],
      ["POST", "/api/admin/churches", { name: "x", latitude: 29.4, longitude: -98.5 }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await app.request(path, body === undefined ? { method, headers: { origin: TEST_ORIGIN } } : jsonRequest(method, body));
      const asOwner = await call(method, path, body, owner);
      expect(`${method} ${path}: ${anonymous.status} ${asOwner.status}`).toBe(`${method} ${path}: 401 403`);
    }
  });
});

describe("articles", () => {
  test("HTML is sanitised on save; published articles appear on /news; edit and delete", async () => {
    const res = await call("POST", "/api/admin/articles", article());
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminArticle;
    expect(created.slug).toBe("christmas-eve-services-across-the-city");
    expect(created.content).not.toMatch(/script|onerror|javascript:/);
    expect(created.content).toContain("<strong>everywhere</strong>");
    expect(created.excerpt).toBe("Candlelight services everywhere. click");
    const page = await (await app.request(`/news/${created.slug}`)).text();
    expect(page).toContain("Christmas Eve Services Across the City");

    const clash = await call("POST", "/api/admin/articles", article({ slug: created.slug }));
    expect(clash.status).toBe(409);
    const invalid = await call("POST", "/api/admin/articles", { title: "", content: "", category: "gossip", status: "live" });
    expect(((await invalid.json()) as { details: { fields: Record<string, string> } }).details.fields).toEqual({
      title: "A title is required",
      content: "The article needs some text",
      category: "Choose a category",
      status: "Choose draft or published",
    });
    const onlyScript = await call("POST", "/api/admin/articles", article({ title: "Empty", content: "<script>alert(1)</script>" }));
    expect(onlyScript.status).toBe(422);

    const edited = (await (await call("PUT", `/api/admin/articles/${created.id}`, article({ title: "Christmas Eve, Updated", status: "draft" }))).json()) as AdminArticle;
    expect([edited.title, edited.status, edited.slug]).toEqual(["Christmas Eve, Updated", "draft", created.slug]);
    expect((await app.request(`/api/articles/slug/${created.slug}`)).status).toBe(404);
    expect((await call("DELETE", `/api/admin/articles/${created.id}`)).status).toBe(204);
    expect(((await (await call("GET", "/api/admin/articles")).json()) as AdminArticle[]).some((a) => a.id === created.id)).toBe(false);
  });
});

describe("events", () => {
  test("an owner's pending event appears once approved; a rejected one never; the admin's own is published at once", async () => {
    const church = createChurch(app.db, { name: "Host Church" });
    const waiting = createEvent(app.db, { title: "Owner Picnic", status: "pending", churchId: church.id, startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const spam = createEvent(app.db, { title: "Spam Event", status: "pending", startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const list = (await (await call("GET", "/api/admin/events")).json()) as AdminEvent[];
    expect(list.slice(0, 2).map((e) => e.status)).toEqual(["pending", "pending"]);
    expect(list.find((e) => e.id === waiting.id)).toMatchObject({ churchName: "Host Church" });
    expect((await call("POST", `/api/admin/events/${waiting.id}/approve`)).status).toBe(200);
    expect((await call("POST", `/api/admin/events/${spam.id}/reject`)).status).toBe(200);
    const visible = ((await (await app.request("/api/events")).json()) as { title: string }[]).map((e) => e.title);
    expect(visible).toContain("Owner Picnic");
    expect(visible).not.toContain("Spam Event");

    const res = await call("POST", "/api/admin/events", { title: "City Choir Night", description: "Every choir in town sings.", date: inDays(9), time: "19:30", category: "music", churchId: church.id });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(((await (await app.request("/api/events")).json()) as { id: number; time: string }[]).find((e) => e.id === id)?.time).toBe("7:30 PM");
    expect((await call("PUT", `/api/admin/events/${id}`, { title: "City Choir Night", description: "Every choir in town sings.", date: inDays(9), category: "music", churchId: 99999999 })).status).toBe(422);
    expect((await call("DELETE", `/api/admin/events/${id}`)).status).toBe(204);
    expect((await app.request(`/events/${id}`)).status).toBe(404);
    expect(app.db.select().from(events).all().some((e) => e.id === id)).toBe(false);
  });

  test("an event and an article as GET lists them are taken back by PUT unchanged", async () => {
    const church = createChurch(app.db, { name: "Round Trip Church" });
    // As the forms store them: to the minute, and 10:00 on the day without a time.
    const timed = createEvent(app.db, { title: "Round Trip Vespers", churchId: church.id, startsAt: centralToUtc(inDays(4), 18, 30) });
    const untimed = createEvent(app.db, { title: "Round Trip Fair", location: "", hasTime: false, startsAt: centralToUtc(inDays(6), 10, 0) });
    const rows = () => app.db.select().from(events).all().filter((e) => e.id === timed.id || e.id === untimed.id).map(({ updatedAt: _, ...e }) => e);
    const before = rows();
    for (const listed of ((await (await call("GET", "/api/admin/events")).json()) as AdminEvent[]).filter((e) => e.title.startsWith("Round Trip"))) {
      expect((await call("PUT", `/api/admin/events/${listed.id}`, listed)).status).toBe(200);
    }
    expect(rows()).toEqual(before);

    // The dashboard's edit form sends no church: the event stays its church's; null takes it off.
    const { churchId: _, ...edited } = ((await (await call("GET", "/api/admin/events")).json()) as AdminEvent[]).find((e) => e.id === timed.id)!;
    expect((await call("PUT", `/api/admin/events/${timed.id}`, { ...edited, title: "Round Trip Vespers, Sung" })).status).toBe(200);
    expect(rows().find((e) => e.id === timed.id)).toMatchObject({ title: "Round Trip Vespers, Sung", churchId: church.id });
    expect((await call("PUT", `/api/admin/events/${timed.id}`, { ...edited, churchId: null })).status).toBe(200);
    expect(rows().find((e) => e.id === timed.id)!.churchId).toBeNull();

    const created = (await (await call("POST", "/api/admin/articles", article({ title: "Round Trip Article", excerpt: "", imageUrl: "" }))).json()) as AdminArticle;
    const listed = ((await (await call("GET", "/api/admin/articles")).json()) as AdminArticle[]).find((a) => a.id === created.id)!;
    const res = await call("PUT", `/api/admin/articles/${created.id}`, listed);
    expect(res.status).toBe(200);
    const { updatedAt: _after, ...after } = (await res.json()) as AdminArticle;
    const { updatedAt: _before, ...unchanged } = listed;
    expect(after).toEqual(unchanged);
  });
});

describe("inbox", () => {
  test("contact messages and subscribers, each exported as CSV with formulas neutralised", async () => {
    app.db.insert(contactMessages).values([
      { name: "Maria", email: "maria@example.org", subject: "general-inquiry", message: "Hello, is the directory free?" },
      { name: "=cmd|' /C calc'!A0", email: "evil@example.org", subject: "technical-support", message: "-2+3" },
    ]).run();
    // Only confirmed readers are listed and exported: a pending address never confirmed it wants mail.
    app.db.insert(newsletterSubscriptions).values([{ email: "reader@example.org", confirmedAt: new Date() }, { email: "pending@example.org" }, { email: "gone@example.org", confirmedAt: new Date(), unsubscribedAt: new Date() }]).run();
    const inbox = await call("GET", "/api/admin/contacts");
    expect(inbox.headers.get("x-total-count")).toBe("2");
    const messages = (await inbox.json()) as { id: number; name: string; readAt: string | null }[];
    expect(messages.map((m) => m.name)).toContain("Maria");
    expect((await call("POST", `/api/admin/contacts/${messages[0]!.id}/read`)).status).toBe(204);

    const csv = await (await call("GET", "/api/admin/contacts/export-csv")).text();
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.email === "evil@example.org")).toMatchObject({ name: "'=cmd|' /C calc'!A0", message: "'-2+3" });

    const subscribers = (await (await call("GET", "/api/admin/subscribers")).json()) as { email: string }[];
    expect(subscribers.map((s) => s.email)).toEqual(["reader@example.org"]);
    const subscriberCsv = await call("GET", "/api/admin/subscribers/export-csv");
    expect(subscriberCsv.headers.get("content-disposition")).toMatch(/newsletter_subscribers_\d{4}-\d{2}-\d{2}\.csv/);
    expect((parse(await subscriberCsv.text(), { bom: true, columns: true }) as { email: string }[]).map((r) => r.email)).toEqual(["reader@example.org"]);
  });
});
