import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createEvent } from "../../db/seed/factories";

// The events page's paging and clean addresses (docs/decisions/0064-holiday-and-event-lists.md):
// 30 upcoming music events make three pages.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const tomorrow = Date.now() + 86_400_000;
  for (let i = 0; i < 30; i++) createEvent(app.db, { title: `Recital ${i + 1}`, category: "music", startsAt: new Date(tomorrow + i * 3_600_000) });
});
afterAll(() => app.close());

const html = async (path: string) => (await app.request(path)).text();
const pager = (body: string) => body.slice(body.indexOf("<nav", body.indexOf('id="events-list"')), body.indexOf("</nav>", body.indexOf('id="events-list"')));

describe("the events page", () => {
  test("Previous and Next lead to the neighbouring pages at the list's anchor, the filters kept", async () => {
    const body = await html("/events?category=music&page=2");
    expect(body).toContain('id="events-list"');
    const nav = pager(body);
    expect(nav).toContain('href="/events?category=music#events-list" rel="prev"');
    expect(nav).toContain('href="/events?category=music&amp;page=3#events-list" rel="next"');
    expect(nav).toContain('href="/events?category=music&amp;page=2#events-list" aria-current="page"');
    expect(nav.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")).toBe("← PreviousPage 1Page 2Page 3Next →");
  });

  test("the first page has no Previous, the last no Next; in Spanish, Anterior and Siguiente", async () => {
    const first = pager(await html("/events"));
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('href="/events?page=2#events-list" rel="next"');
    const last = pager(await html("/es/events?page=3"));
    expect(last).toContain('href="/es/events?page=2#events-list" rel="prev"');
    expect(last).toContain("Anterior");
    expect(last).not.toContain("Siguiente");
    expect(pager(await html("/es/events"))).toContain("Siguiente");
  });

  test("fields the form sent empty are dropped by a redirect to the clean address, in either language", async () => {
    const res = await app.request("/events?when=&category=music&church=");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/events?category=music");
    expect((await app.request("/events?when=&category=&church=")).headers.get("location")).toBe("/events");
    expect((await app.request("/es/events?when=&category=&church=&page=2")).headers.get("location")).toBe("/es/events?page=2");
    // The clean address is the page, with its canonical link on the path alone.
    const clean = await app.request("/events?category=music");
    expect(clean.status).toBe(200);
    expect(await clean.text()).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/events"\/>/);
  });

  test("a value the page cannot use is not empty: it still answers 400 and names it", async () => {
    const res = await app.request("/events?when=tomorrow");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("when is week, weekend or month");
  });
});
