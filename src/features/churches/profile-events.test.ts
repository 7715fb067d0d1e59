import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch, createEvent, createSession, createUser } from "../../db/seed/factories";
import { centralDay, centralToUtc } from "../../lib/dates";
import { poll } from "../../../tests/helpers/poll";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
});
afterAll(() => app.close());

const inDays = (n: number, hour = 19) => centralToUtc(centralDay(new Date(Date.now() + n * 86_400_000)), hour, 0);
const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, cookie ? { headers: { cookie } } : undefined);
  return { cache: res.headers.get("x-page-cache"), html: await res.text() };
};
/** The profile's events card: each event's title and its day-and-time line, as read; [] when it has none. */
const eventsCard = (html: string) => {
  const card = html.match(/<section[^>]*data-testid="church-events"[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? "";
  return [...card.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const [title, ...when] = item!.replace(/<!-- -->/g, "").split(/<[^>]+>/).filter(Boolean);
    return { title, when: when.join("") };
  });
};
const titles = (html: string) => eventsCard(html).map((e) => e.title);

/** An approved event shows on its church's profile (issue 'Experience, round 3'; decision 0075). */
describe("the church profile lists its coming events", () => {
  test("approved and coming only, soonest first, with day and time, in English and Spanish; no card without any", async () => {
    const church = createChurch(app.db, { name: "Events Host Chapel", slug: "events-host" });
    const other = createChurch(app.db, { name: "Another Chapel", slug: "another-chapel" });
    createEvent(app.db, { title: "Second: Choir Night", churchId: church.id, startsAt: inDays(9) });
    createEvent(app.db, { title: "First: Fish Fry", churchId: church.id, startsAt: inDays(2, 10), hasTime: false });
    createEvent(app.db, { title: "Waiting Picnic", churchId: church.id, status: "pending", startsAt: inDays(3) });
    createEvent(app.db, { title: "Refused Raffle", churchId: church.id, status: "rejected", startsAt: inDays(4) });
    createEvent(app.db, { title: "Last Month Supper", churchId: church.id, startsAt: inDays(-20) });
    createEvent(app.db, { title: "Elsewhere Concert", churchId: other.id, startsAt: inDays(5) });

    const en = await page("/church/events-host");
    expect(en.html).toMatch(/<h2 id="events"[^>]*>Upcoming Events<\/h2>/);
    // Approved and coming only, soonest first: the pending, rejected, past and other church's are not listed.
    expect(eventsCard(en.html)).toEqual([
      { title: "First: Fish Fry", when: expect.stringMatching(/^\w+day, \w+ \d{1,2}, \d{4}$/) },
      { title: "Second: Choir Night", when: expect.stringMatching(/^\w+day, \w+ \d{1,2}, \d{4} · 7:00 PM$/) },
    ]);
    expect(en.html).toMatch(/<a [^>]*href="\/events\/\d+"[^>]*>Second: Choir Night<\/a>/);
    expect(en.html).not.toContain("See all");

    const es = await page("/es/church/events-host");
    expect(es.html).toMatch(/<h2 id="events"[^>]*>Próximos eventos<\/h2>/);
    expect(eventsCard(es.html)[1]).toEqual({ title: "Second: Choir Night", when: expect.stringMatching(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4} · 7:00 p\. m\.$/) });
    // Written in English, marked so on the Spanish page (docs/decisions/0044-content-language.md).
    expect(es.html).toMatch(/<a (?=[^>]*href="\/es\/events\/\d+")(?=[^>]*lang="en")[^>]*>Second: Choir Night<\/a>/);

    const none = createChurch(app.db, { name: "Quiet Week Chapel", slug: "quiet-week" });
    createEvent(app.db, { title: "Only Waiting", churchId: none.id, status: "pending", startsAt: inDays(3) });
    for (const path of ["/church/quiet-week", "/es/church/quiet-week"]) {
      const { html } = await page(path);
      expect([html.includes("church-events"), html.includes("Upcoming Events"), html.includes("Próximos eventos")]).toEqual([false, false, false]);
    }
  });

  test("the five soonest, then 'See all' opens the events list for that church", async () => {
    const church = createChurch(app.db, { name: "Busy Parish", slug: "busy-parish" });
    for (let i = 1; i <= 7; i++) createEvent(app.db, { title: `Busy Night ${i}`, churchId: church.id, startsAt: inDays(i) });
    expect(titles((await page("/church/busy-parish")).html)).toEqual([1, 2, 3, 4, 5].map((i) => `Busy Night ${i}`));
    expect((await page("/church/busy-parish")).html).toContain('<a href="/events?church=busy-parish">See all 7 events</a>');
    expect((await page("/es/church/busy-parish")).html).toContain('<a href="/es/events?church=busy-parish">Ver los 7 eventos</a>');
  });

  test("approving an event makes the cached profile show it", async () => {
    const church = createChurch(app.db, { name: "Cached Host Church", slug: "cached-host" });
    const waiting = createEvent(app.db, { title: "Harvest Supper", churchId: church.id, status: "pending", startsAt: inDays(6) });
    // Kept from its second asking (docs/caching.md, Keeping and evicting).
    for (let i = 0; i < 2; i++) await page("/church/cached-host");
    const before = await page("/church/cached-host");
    expect([before.cache, titles(before.html)]).toEqual(["hit", []]);

    const approved = await app.request(`/api/admin/events/${waiting.id}/approve`, { method: "POST", headers: { cookie: admin, origin: TEST_ORIGIN } });
    expect(approved.status).toBe(200);
    // The admin who approved sees it at once; a visitor within 2 seconds (docs/caching.md).
    expect(titles((await page("/church/cached-host", admin)).html)).toEqual(["Harvest Supper"]);
    const visitor = await poll(() => page("/church/cached-host"), (p) => titles(p.html).length > 0);
    expect(titles(visitor.html)).toEqual(["Harvest Supper"]);
    expect(titles((await page("/es/church/cached-host")).html)).toEqual(["Harvest Supper"]);
  });

  test("an event moved to another church leaves the cached profile of the church it left", async () => {
    const from = createChurch(app.db, { name: "Moving From Church", slug: "moving-from" });
    const to = createChurch(app.db, { name: "Moving To Church", slug: "moving-to" });
    const event = createEvent(app.db, { title: "Travelling Revival", churchId: from.id, startsAt: inDays(4) });
    for (let i = 0; i < 2; i++) for (const path of ["/church/moving-from", "/church/moving-to"]) await page(path);
    expect([(await page("/church/moving-from")).cache, titles((await page("/church/moving-from")).html)]).toEqual(["hit", ["Travelling Revival"]]);

    const moved = await app.request(`/api/admin/events/${event.id}`, {
      method: "PUT",
      headers: { cookie: admin, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ title: "Travelling Revival", description: "A week of evening services.", date: centralDay(inDays(4)), time: "7:00 PM", location: "Main hall", category: "community", churchId: to.id }),
    });
    expect(moved.status).toBe(200);
    // A visitor may get the page as it was for 2 seconds while it is drawn again (docs/caching.md).
    const left = await poll(() => page("/church/moving-from"), (p) => titles(p.html).length === 0);
    expect(titles(left.html)).toEqual([]);
    const joined = await poll(() => page("/church/moving-to"), (p) => titles(p.html).length > 0);
    expect(titles(joined.html)).toEqual(["Travelling Revival"]);
  });
});
