import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { openDb } from "../../src/db/client";
import { createArticle, createChurch, createEvent } from "../../src/db/seed/factories";
import { messages } from "../../src/contract/messages";
import { rawGet } from "../helpers/raw-http";
import { startServer, type RunningServer } from "../helpers/server";

// The real server in production mode without PUBLIC_URL (docs/decisions/0012-absolute-urls.md).
let server: RunningServer;
let eventId = 0;
beforeAll(async () => {
  server = await startServer({}, {
    prepare: (dir) => {
      const db = openDb(join(dir, "app.db"));
      createChurch(db, { name: "Grace", slug: "grace", heroImage: "/uploads/grace.jpg" });
      createArticle(db, { title: "Hello", slug: "hello", imageUrl: "/uploads/hello.jpg" });
      eventId = createEvent(db, { title: "Picnic" }).id;
      db.sqlite.close();
    },
  });
}, 60_000);
afterAll(() => server?.stop());

const pages = () => ["/", "/directory", "/church/grace", "/events", `/events/${eventId}`, "/news", "/news/hello", "/featured", "/about"];
const files = () => ["/rss.xml", "/events.ics", `/events/${eventId}/calendar.ics`, "/sitemap.xml", "/robots.txt"];
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("absolute URLs never come from the Host header", () => {
  test("after a request with Host: attacker.example, no page or feed names that host", async () => {
    const poisoned: string[] = [];
    for (const path of [...pages(), ...files()]) {
      const attack = await rawGet(server.url, path, "attacker.example");
      expect(attack.status).toBe(200);
      if (attack.body.includes("attacker.example")) poisoned.push(`${path} (the attacker's answer)`);
      const body = await (await fetch(server.url + path)).text();
      if (body.includes("attacker.example")) poisoned.push(`${path} (the next visitor's answer)`);
    }
    expect(poisoned).toEqual([]);
  });

  test("canonical, og:url, og:image and JSON-LD are on the listening address", async () => {
    await rawGet(server.url, "/church/grace", "attacker.example");
    const html = await (await fetch(`${server.url}/church/grace`)).text();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.url}/church/grace`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${server.url}/church/grace`);
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${server.url}/uploads/grace.jpg`);
    const data = JSON.parse(attr(html, /<script type="application\/ld\+json">(.*?)<\/script>/)!);
    expect(data.url).toBe(`${server.url}/church/grace`);
    expect(data.image).toBe(`${server.url}/uploads/grace.jpg`);
    // A doubled slash is the same page: its JSON-LD must not read "church" as a host.
    const doubled = await (await fetch(`${server.url}//church/grace`)).text();
    expect(JSON.parse(attr(doubled, /<script type="application\/ld\+json">(.*?)<\/script>/)!).url).toBe(`${server.url}/church/grace`);
  });

  test("RSS, calendar, sitemap and robots.txt link to the listening address", async () => {
    const rss = await (await fetch(`${server.url}/rss.xml`)).text();
    expect(rss).toContain(`<link>${server.url}/news/hello</link>`);
    const ics = await (await fetch(`${server.url}/events.ics`)).text();
    expect(ics).toContain(`URL;VALUE=URI:${server.url}/events/${eventId}`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/church/grace</loc>`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe("a malformed Host header", () => {
  test("answers 400 with a clear message, not a 500 and no stack in the log", async () => {
    for (const host of ['a"b', "x/y", "", "a b", "x:99999"]) {
      for (const path of ["/", "/news", "/api/churches", "/rss.xml"]) {
        const res = await rawGet(server.url, path, host);
        expect(res.status).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ error: messages.malformedHost });
      }
    }
    expect(server.output()).not.toMatch(/error|at .*\.ts:\d+/i);
  });
});

describe("start-up", () => {
  test("production without PUBLIC_URL warns that links name the listening address", () => {
    expect(server.output()).toContain(`Warning: PUBLIC_URL is not set, so canonical links, Open Graph and structured data, the sitemap, RSS and calendar feeds point at ${server.url}.`);
  });

  test("with PUBLIC_URL set, no warning, and links name the public address", async () => {
    const site = await startServer({ PUBLIC_URL: "https://churches.example.org" });
    try {
      expect(site.output()).not.toContain("PUBLIC_URL is not set");
      expect(site.output()).toContain("(public address https://churches.example.org)");
      await rawGet(site.url, "/about", "attacker.example");
      const html = await (await fetch(`${site.url}/about`)).text();
      expect(html).toContain('<link rel="canonical" href="https://churches.example.org/about"/>');
    } finally {
      await site.stop();
    }
  }, 60_000);
});
