import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { PublicEvent } from "../../contract/events";
import { createChurch, createEvent } from "../../db/seed/factories";
import { centralToUtc } from "../../lib/dates";
import { eventDaySpan } from "./date-ranges";

// Events placed around this weekend on San Antonio's calendar, whatever day the tests run.
let app: TestApp;
const ALAMO = "300 Alamo Plaza, San Antonio, TX 78205";
beforeAll(async () => {
  app = await createTestApp();
  const alpha = createChurch(app.db, { name: "Alpha Chapel", slug: "alpha", address: ALAMO });
  const beta = createChurch(app.db, { name: "Beta Baptist", slug: "beta" });
  const weekend = eventDaySpan("weekend", new Date());
  createEvent(app.db, { title: "Weekend Concert", category: "music", churchId: alpha.id, location: "", startsAt: centralToUtc(weekend.lastDay, 18, 0) });
  createEvent(app.db, { title: "Weekend Picnic", category: "community", churchId: beta.id, location: "Brackenridge Park, 3700 N St Mary's St, San Antonio, TX 78209", startsAt: centralToUtc(weekend.lastDay, 11, 0) });
  createEvent(app.db, { title: "Later Recital", category: "music", churchId: beta.id, startsAt: new Date(weekend.until.getTime() + 2 * 86_400_000) });
  for (let i = 0; i < 25; i++) createEvent(app.db, { title: `Gathering ${i + 1}`, category: "general", startsAt: new Date(weekend.until.getTime() + (60 + i) * 86_400_000) });
});
afterAll(() => app.close());

const titles = async (path: string) => ((await (await app.request(path)).json()) as PublicEvent[]).map((e) => e.title);

describe("GET /api/events filters and pages", () => {
  test("without a query: every upcoming event (up to 100), soonest first, with the paging headers", async () => {
    const res = await app.request("/api/events");
    const events = (await res.json()) as PublicEvent[];
    expect(events).toHaveLength(28);
    expect(events.slice(0, 3).map((e) => e.title)).toEqual(["Weekend Picnic", "Weekend Concert", "Later Recital"]);
    expect([res.headers.get("x-total-count"), res.headers.get("x-page"), res.headers.get("x-page-count")]).toEqual(["28", "1", "1"]);
  });

  test("each event carries its address: its location, else its church's", async () => {
    const events = (await (await app.request("/api/events?when=weekend")).json()) as PublicEvent[];
    expect(events.find((e) => e.title === "Weekend Concert")).toMatchObject({ location: "", address: ALAMO, church: { slug: "alpha", name: "Alpha Chapel" } });
    expect(events.find((e) => e.title === "Weekend Picnic")!.address).toStartWith("Brackenridge Park");
  });

  test("date range, category and church narrow the list", async () => {
    expect(await titles("/api/events?when=weekend")).toEqual(["Weekend Picnic", "Weekend Concert"]);
    expect(await titles("/api/events?when=weekend&category=music")).toEqual(["Weekend Concert"]);
    expect(await titles("/api/events?category=music")).toEqual(["Weekend Concert", "Later Recital"]);
    expect(await titles("/api/events?church=beta")).toEqual(["Weekend Picnic", "Later Recital"]);
    expect(await titles("/api/events?church=nobody-here")).toEqual([]);
  });

  test("limit and page page through the list; the headers tell where", async () => {
    const res = await app.request("/api/events?limit=10&page=3");
    expect(((await res.json()) as PublicEvent[]).map((e) => e.title)).toEqual(Array.from({ length: 8 }, (_, i) => `Gathering ${i + 18}`));
    expect([res.headers.get("x-total-count"), res.headers.get("x-page"), res.headers.get("x-page-count")]).toEqual(["28", "3", "3"]);
  });

  test.each([
    ["when=tomorrow", "when"],
    ["category=sports", "category"],
    ["church=Not%20A%20Slug", "church"],
    ["page=0", "page"],
    ["page=two", "page"],
    ["limit=500", "limit"],
  ])("?%s answers 400 naming the field", async (query, field) => {
    const res = await app.request(`/api/events?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { fields: Record<string, string> } };
    expect(Object.keys(body.details.fields)).toEqual([field]);
    expect(body.error).toStartWith(field);
  });
});

describe("the events page's filters and pages", () => {
  const page = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, html: await res.text() };
  };
  const cards = (html: string) => html.match(/data-testid="event-card"/g)?.length ?? 0;

  test("12 events a page, with page links that keep the filters and open at the list", async () => {
    const first = await page("/events");
    expect(cards(first.html)).toBe(12);
    expect(first.html).toContain("28 events, page 1 of 3");
    expect(first.html).toContain('href="/events?page=2#events-list"');
    expect(first.html).toMatch(/href="\/events#events-list" aria-current="page"/);
    const third = await page("/events?page=3");
    expect(cards(third.html)).toBe(4);
    expect((await page("/events?category=general&page=2")).html).toContain('href="/events?category=general&amp;page=3#events-list"');
  });

  test("the GET form keeps what was chosen and the list says what it holds", async () => {
    const { html } = await page("/events?when=weekend&category=music");
    expect(cards(html)).toBe(1);
    expect(html).toContain("Weekend Concert");
    expect(html).toContain("1 music event this weekend");
    expect(html).toMatch(/<option value="weekend" selected="">This weekend<\/option>/);
    expect(html).toMatch(/<option value="music" selected="">Music<\/option>/);
    expect(html).toMatch(/<option value="alpha">Alpha Chapel<\/option>/);
  });

  test("a card names its church (linked) and its address, and 'Map' searches that address", async () => {
    const { html } = await page("/events?church=alpha");
    expect(html).toContain('href="/church/alpha">Alpha Chapel</a>');
    expect(html).toContain(ALAMO);
    expect(html).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(ALAMO)}"`);
  });

  test("an empty filter says so in words and links to every upcoming event", async () => {
    const { html } = await page("/events?when=weekend&category=interfaith");
    expect(html).toContain("No interfaith events this weekend.");
    expect(html).toContain('<a href="/events">See all upcoming events</a>');
  });

  test("a value the page cannot use is named (400) and the rest of the filters still apply", async () => {
    const { status, html } = await page("/events?when=someday&category=music");
    expect(status).toBe(400);
    expect(html).toContain("when is week, weekend or month");
    expect(html).toContain("2 music events");
  });
});
