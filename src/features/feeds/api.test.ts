import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { XMLParser } from "fast-xml-parser";
import { createArticle, createChurch, createEvent } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let eventId = 0;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://churches.example.org" });
  createChurch(app.db, { name: "Grace", slug: "grace" });
  createChurch(app.db, { name: "Hidden", slug: "hidden", status: "pending" });
  createArticle(app.db, { title: "Hello", slug: "hello" });
  eventId = createEvent(app.db, { title: "Picnic" }).id;
});
afterAll(() => app.close());

describe("sitemap and robots", () => {
  test("the sitemap lists every public page, each church and article with its last change", async () => {
    const xml = new XMLParser().parse(await (await app.request("/sitemap.xml")).text());
    const urls = xml.urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    for (const path of ["/", "/directory", "/featured", "/events", "/news", "/about", "/open-data", "/advertise", "/contact", "/terms", "/privacy", "/church/grace", "/news/hello"]) {
      expect(locs).toContain(`https://churches.example.org${path}`);
    }
    expect(locs).not.toContain("https://churches.example.org/church/hidden");
    expect(urls.find((u) => u.loc.endsWith("/church/grace"))!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(locs.some((l) => /\/events\/\d+$/.test(l))).toBe(true);
  });

  test("the sitemap lists each page in English and in Spanish, each entry naming both twins and the default (docs/i18n.md)", async () => {
    const body = await (await app.request("/sitemap.xml")).text();
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(body);
    const urls = xml.urlset.url as { loc: string; "xhtml:link": { rel: string; hreflang: string; href: string }[] }[];
    const site = "https://churches.example.org";
    for (const [en, es] of [["/", "/es/"], ["/contact", "/es/contact"], ["/church/grace", "/es/church/grace"], ["/news/hello", "/es/news/hello"]]) {
      const expected = [
        { rel: "alternate", hreflang: "en", href: site + en },
        { rel: "alternate", hreflang: "es", href: site + es },
        { rel: "alternate", hreflang: "x-default", href: site + en },
      ];
      expect(urls.find((u) => u.loc === site + en)?.["xhtml:link"]).toEqual(expected);
      expect(urls.find((u) => u.loc === site + es)?.["xhtml:link"]).toEqual(expected);
    }
    expect(urls.filter((u) => u.loc.startsWith(`${site}/es/`)).length * 2).toBe(urls.length);
  });

  test("robots.txt allows the site, keeps out private areas and names the sitemap", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: https://churches.example.org/sitemap.xml");
  });
});

describe("routes", () => {
  test("every page has Open Graph tags", async () => {
    for (const path of ["/", "/directory", "/events", "/news", "/contact", "/about"]) {
      const html = await (await app.request(path)).text();
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(`<meta property="og:url" content="https://churches.example.org${path}"/>`);
    }
  });
});

describe("feed autodiscovery", () => {
  const alternates = (html: string) =>
    [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ type: m[1], title: m[2], href: m[3] }));

  test("news pages declare the RSS feed and event pages the calendar, each answering with its type", async () => {
    const rss = { type: "application/rss+xml", title: "San Antonio Church Directory — Church News", href: "/rss.xml" };
    const calendar = { type: "text/calendar", title: "San Antonio Church Directory — Events", href: "/events.ics" };
    const expected = [["/news", rss], ["/news/hello", rss], ["/events", calendar], [`/events/${eventId}`, calendar]] as const;
    for (const [page, { type, title, href }] of expected) {
      expect(alternates(await (await app.request(page)).text())).toEqual([{ type, title, href }]);
      const feed = await app.request(href);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe(`${type}; charset=utf-8`);
    }
  });

  test("pages without a feed declare none", async () => {
    for (const page of ["/", "/directory", "/about"]) expect(alternates(await (await app.request(page)).text())).toEqual([]);
  });
});
