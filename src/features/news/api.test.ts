import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { XMLParser } from "fast-xml-parser";
import { createArticle } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { ArticleSummary, PublicArticle } from "../../contract/articles";
import { sanitizeArticleHtml } from "../../lib/sanitize";

const DAY = 24 * 3600 * 1000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  createArticle(app.db, { title: "Oldest History", slug: "oldest", category: "history", publishedAt: new Date(Date.now() - 3 * DAY), content: `<p>${"a".repeat(2500)}</p>`, imageUrl: "/uploads/old.webp" });
  createArticle(app.db, { title: "Newest Faith", slug: "newest", category: "faith", publishedAt: new Date(Date.now() - DAY), content: "<p>Short.</p><script>alert(1)</script><img src=x onerror=alert(1)>" });
  createArticle(app.db, { title: "Middle History", slug: "middle", category: "history", publishedAt: new Date(Date.now() - 2 * DAY) });
  createArticle(app.db, { title: "A Draft", slug: "draft", status: "draft" });
});
afterAll(() => app.close());

describe("GET /api/articles", () => {
  test("published articles, newest first, with read time (characters ÷ 1000, rounded up, at least 1)", async () => {
    const list = (await (await app.request("/api/articles")).json()) as ArticleSummary[];
    expect(list.map((a) => a.title)).toEqual(["Newest Faith", "Middle History", "Oldest History"]);
    expect(list.find((a) => a.slug === "oldest")!.readMinutes).toBe(3);
    expect(list.find((a) => a.slug === "newest")!.readMinutes).toBe(1);
  });

  test("filters by category, in any case; refuses an unknown one", async () => {
    for (const category of ["history", "History", "HISTORY"]) {
      const list = (await (await app.request(`/api/articles?category=${category}`)).json()) as ArticleSummary[];
      expect(list.map((a) => a.slug)).toEqual(["middle", "oldest"]);
    }
    const bad = await app.request("/api/articles?category=gossip");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Unknown category");
  });

  test("one article by slug, its HTML sanitised; drafts and unknown slugs answer 404", async () => {
    const article = (await (await app.request("/api/articles/slug/newest")).json()) as PublicArticle;
    expect(article.content).toBe('<p>Short.</p><img src="x" />');
    expect((await app.request("/api/articles/slug/draft")).status).toBe(404);
    expect((await (await app.request("/api/articles/slug/nothing")).json()).error).toBe("Article not found");
  });
});

describe("news pages", () => {
  test("the category buttons filter the list without JavaScript", async () => {
    for (const category of ["history", "History"]) {
      const html = await (await app.request(`/news?category=${category}`)).text();
      expect(html).toContain("Middle History");
      expect(html).not.toContain("Newest Faith");
      expect(html).toMatch(/aria-current="page"[^>]*>History</);
    }
  });

  test("an empty category says 'No Articles Available'", async () => {
    expect(await (await app.request("/news?category=holidays")).text()).toContain("No Articles Available");
  });

  test("an article: title with the site name, description from the excerpt, breadcrumbs, related, Article JSON-LD", async () => {
    const html = await (await app.request("/news/oldest")).text();
    expect(html).toContain("<title>Oldest History — San Antonio Church Directory</title>");
    expect(html).toContain('<meta name="description" content="What is happening in San Antonio&#x27;s congregations this month."/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain("Church News");
    expect(html).toContain("Middle History");
    expect(html).toContain("Back to News");
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(data).toMatchObject({ "@type": "Article", headline: "Oldest History", image: { width: 1200, height: 630 } });
  });

  test("a missing article answers 404 with the spec's text", async () => {
    const res = await app.request("/news/not-here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Article Not Found");
    expect(html).toContain("The article you&#x27;re looking for doesn&#x27;t exist.");
  });
});

describe("RSS", () => {
  test("an RSS 2.0 feed of the articles parses as XML", async () => {
    const res = await app.request("/rss.xml");
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = new XMLParser().parse(await res.text());
    expect(xml.rss.channel.item.map((i: { title: string }) => i.title)).toEqual(["Newest Faith", "Middle History", "Oldest History"]);
  });
});

describe("sanitisation corpus", () => {
  const payloads = [
    `<script>alert(1)</script>`,
    `<img src=x onerror=alert(1)>`,
    `<svg onload=alert(1)>`,
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="JaVaScRiPt:alert(1)">x</a>`,
    `<a href="&#106;avascript:alert(1)">x</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
    `<iframe src="javascript:alert(1)"></iframe>`,
    `<form action="javascript:alert(1)"><button>x</button></form>`,
    `<style>body{background:url(javascript:alert(1))}</style>`,
    `<p style="background:url(javascript:alert(1))">x</p>`,
    `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
    `<object data="javascript:alert(1)"></object>`,
    `<embed src="javascript:alert(1)">`,
    `<body onload=alert(1)>`,
    `<input autofocus onfocus=alert(1)>`,
    `<details open ontoggle=alert(1)>`,
    `<img src="x" srcset="javascript:alert(1)">`,
    `<a href="vbscript:msgbox(1)">x</a>`,
    `<base href="javascript:alert(1)//">`,
    `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
    `<img src="javascript:alert(1)">`,
    `<div onmouseover="alert(1)">x</div>`,
    `"><script>alert(1)</script>`,
    `<scr<script>ipt>alert(1)</script>`,
    `<a href=" javascript:alert(1)">x</a>`,
    `<link rel=stylesheet href="javascript:alert(1)">`,
    `<table background="javascript:alert(1)">`,
    `<video><source onerror="alert(1)"></video>`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  ];
  for (const payload of payloads) {
    test(`inert: ${payload.slice(0, 60)}`, () => {
      const clean = sanitizeArticleHtml(payload).toLowerCase();
      expect(clean).not.toMatch(/<(script|style|iframe|form|object|embed|svg|math|base|meta|link|input|body|details|video|source)\b/);
      expect(clean).not.toMatch(/\son[a-z]+\s*=/);
      expect(clean).not.toMatch(/(javascript|vbscript|data):/);
    });
  }
});
