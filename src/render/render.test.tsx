import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { eq } from "drizzle-orm";
import { churches } from "../db/schema";
import { createArticle, createChurch, createSession, createUser } from "../db/seed/factories";
import { Island } from "../../web/components/Island";
import { documentHtml } from "./document";
import { pageHtml } from "./page-text";
import { jsonForScript } from "../contract/json-script";
import { distDir } from "./assets";
import { STALE_SERVE_MS } from "./page-cache";
import { poll } from "../../tests/helpers/poll";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * Asks for the page twice: a page is kept from its second asking (docs/caching.md, Keeping and
 * evicting), before that answer is sent, and only a kept page's answer has an ETag.
 */
async function kept(path: string) {
  const answers = [];
  for (const asking of [1, 2]) {
    const res = await app.request(path);
    await res.text();
    answers.push({ asking, cache: res.headers.get("x-page-cache"), kept: res.headers.has("etag") });
  }
  expect({ path, answers }).toEqual({ path, answers: [{ asking: 1, cache: "miss", kept: false }, { asking: 2, cache: "miss", kept: true }] });
}

const cacheOf = async (path: string) => (await app.request(path)).headers.get("x-page-cache");
/**
 * After a write, a visitor is answered the stale copy while the page is drawn again (docs/caching.md:
 * within REDRAW_EVERY_MS of its last drawing, at most STALE_SERVE_MS after the write); then the new one.
 */
async function redrawn(path: string): Promise<string> {
  const first = await app.request(path);
  expect(first.headers.get("x-page-cache")).toBe("stale");
  await first.text();
  const next = await poll(() => app.request(path), (res) => res.headers.get("x-page-cache") !== "stale", STALE_SERVE_MS);
  expect(next.headers.get("x-page-cache")).toBe("hit");
  return next.text();
}

describe("page cache", () => {
  test("the second request is served from the cache until data changes", async () => {
    await kept("/about");
    const second = await app.request("/about");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    // A kept copy's answer carries every header a drawn page does, and its own request id.
    const third = await app.request("/about", { headers: { "accept-encoding": "gzip" } });
    expect([third.headers.get("content-security-policy")?.includes("frame-ancestors 'none'"), third.headers.get("content-encoding"), third.headers.get("cache-control")]).toEqual([true, "gzip", "no-cache"]);
    expect(new Set([second, third].map((res) => res.headers.get("x-request-id"))).size).toBe(2);
    expect(await second.text()).toContain("Our Story");
    await kept("/featured");
    createChurch(app.db);
    expect(await redrawn("/featured")).toContain("Featured");
    // The about page shows no row: a church's write leaves it kept (docs/caching.md).
    expect(await cacheOf("/about")).toBe("hit");
  });

  test("only a write that changes a row visitors see drops the cached pages", async () => {
    await kept("/events");
    await createUser(app.db);
    app.db.update(churches).set({ name: "Nobody" }).where(eq(churches.id, -1)).run();
    expect(await cacheOf("/events")).toBe("hit");
    const church = createChurch(app.db);
    await redrawn("/events");
    app.db.update(churches).set({ name: "Renamed Chapel" }).where(eq(churches.id, church.id)).run();
    expect(await cacheOf("/events")).toBe("stale");
  });

  test("the news is kept across a church's edit, and drawn again after an article", async () => {
    await kept("/news");
    const church = createChurch(app.db);
    app.db.update(churches).set({ name: "Renamed Again" }).where(eq(churches.id, church.id)).run();
    expect(await cacheOf("/news")).toBe("hit");
    createArticle(app.db, { title: "Advent lessons and carols" });
    expect(await redrawn("/news")).toContain("Advent lessons and carols");
  });

  test("a write shows once the page is drawn again: the home page lists a new featured church", async () => {
    await kept("/");
    createChurch(app.db, { name: "Brand New Featured Chapel", featured: true });
    expect(await redrawn("/")).toContain("Brand New Featured Chapel");
  });

  test("a church's write leaves the other churches' profiles cached; the writer sees its change at once, others within the stale bound", async () => {
    const admin = await createUser(app.db, { role: "admin" });
    const cookie = `sid=${createSession(app.db, admin.id)}`;
    const one = createChurch(app.db, { name: "First Cached Chapel" });
    const two = createChurch(app.db, { name: "Second Cached Chapel" });
    await kept(`/church/${one.slug}`);
    await kept(`/church/${two.slug}`);
    const edit = await app.request(`/api/admin/churches/${two.id}/location`, { method: "PUT", headers: { cookie, origin: "http://localhost", "content-type": "application/json" }, body: JSON.stringify({ latitude: 29.43, longitude: -98.48 }) });
    expect(edit.status).toBe(200);
    expect(await cacheOf(`/church/${one.slug}`)).toBe("hit");
    const mine = await app.request(`/church/${two.slug}`, { headers: { cookie } });
    expect(mine.headers.get("x-page-cache")).toBe("miss");
    expect(await cacheOf(`/church/${two.slug}`)).toBe("hit");
  });

  test("gzip is served to clients that accept it, and a matching ETag answers 304", async () => {
    await kept("/terms");
    const res = await app.request("/terms", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(html).toContain("Terms of Service");
    const etag = res.headers.get("etag")!;
    expect((await app.request("/terms", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  test("a URL with a query parameter the page does not read is rendered but not kept", async () => {
    for (let i = 0; i < 2; i++) await (await app.request("/about?utm_source=newsletter")).text();
    expect((await app.request("/about?utm_source=newsletter")).headers.get("x-page-cache")).toBe("miss");
    await kept("/directory?page=2");
    expect((await app.request("/directory?page=2")).headers.get("x-page-cache")).toBe("hit");
  });

  test("a page asked once is drawn and not kept: a search typed once takes no room; asked again, it is", async () => {
    const searches = Array.from({ length: 20 }, (_, i) => `/directory?search=once${i}`);
    for (const path of searches) await (await app.request(path)).text();
    expect(await cacheOf(searches[0]!)).toBe("miss");
    expect(await cacheOf(searches[0]!)).toBe("hit");
  });

  test("404 pages are not cached", async () => {
    const first = await app.request("/missing-page");
    await first.text();
    expect([first.status, first.headers.has("etag")]).toEqual([404, false]);
    expect(await cacheOf("/missing-page")).toBe("miss");
  });
});

describe("islands", () => {
  test("props travel as JSON beside the marker, escaped so no prop can close the script", () => {
    const html = renderToString(<Island name="UseMyLocation" props={{ formId: `/x"></script><script>alert(1)</script>` }} />);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('data-island="UseMyLocation"');
    const json = html.match(/<script type="application\/json" data-island-props="">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(json)).toEqual({ formId: `/x"></script><script>alert(1)</script>` });
  });

  test("head values are escaped in the document", () => {
    const html = pageHtml(documentHtml({
      head: { title: `</title><script>alert(1)</script>`, description: `" onload="alert(1)`, canonical: "http://localhost/?a=1&b=2", lang: "en", alternates: [{ type: "application/rss+xml", title: `News" onload="alert(1)`, href: "/rss.xml" }] },
      style: "",
      scripts: ["/a.js"],
      preloads: [],
      body: "",
    }));
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    expect(html).toContain('content="&quot; onload=&quot;alert(1)"');
    expect(html).toContain('href="http://localhost/?a=1&amp;b=2"');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="News&quot; onload=&quot;alert(1)" href="/rss.xml"/>');
  });

  test("JSON-LD cannot close its script tag", () => {
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  test("a page without islands loads the shell's enhancers and no React", async () => {
    const html = await (await app.request("/privacy")).text();
    for (const name of ["menu-toggle", "session-link", "newsletter", "toaster"]) expect(html).toContain(`data-enhance="${name}"`);
    expect(html).not.toContain("data-island=");
    expect(html).not.toContain("island-scripts");
    expect(html).toContain(`<script type="module" src="${app.ctx.assets.scripts.en.shellEntry}" async fetchpriority="low"></script>`);
    expect(html).not.toContain(app.ctx.assets.scripts.en.islandEntry);
    for (const chunk of app.ctx.assets.scripts.en.staticImports[app.ctx.assets.scripts.en.shellEntry]!) expect(html).toContain(`<link rel="modulepreload" href="${chunk}" fetchpriority="low"/>`);
  });

  test("a page with an island loads React too, after the first paint, with the island's chunk and what it imports", async () => {
    const html = await (await app.request("/contact")).text();
    const { shellEntry, islandEntry, islands, staticImports } = app.ctx.assets.scripts.en;
    expect(html).toContain(`<script type="module" src="${shellEntry}" async fetchpriority="low"></script>`);
    expect(html).not.toContain(`src="${islandEntry}"`);
    const listed = JSON.parse(html.match(/<script type="application\/json" id="island-scripts">(.*?)<\/script>/)![1]!) as { entry: string; preloads: string[]; islands: Record<string, string> };
    expect(listed.entry).toBe(islandEntry);
    expect(listed.islands).toEqual({ ContactForm: islands.ContactForm! });
    expect(listed.preloads).toContain(islands.ContactForm!);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low"\/>/g)].map((m) => m[1]!);
    for (const chunk of [...staticImports[islandEntry]!, ...staticImports[islands.ContactForm!]!]) expect([...listed.preloads, ...preloaded]).toContain(chunk);
    expect(new Set([...listed.preloads, ...preloaded]).size).toBe(listed.preloads.length + preloaded.length);
  });
});

describe("styles", () => {
  test("the stylesheet is inlined in the head, and the Content Security Policy allows it by its hash", async () => {
    const response = await app.request("/about");
    const html = await response.text();
    const css = readFileSync(join(distDir, app.ctx.assets.css.replace("/assets/", "assets/")), "utf8");
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(style).toBe(css);
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
    expect(html).not.toContain('rel="stylesheet"');
    const hash = createHash("sha256").update(style).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  test("every class the server renders is defined in the built stylesheet", async () => {
    const html = await (await app.request("/about")).text();
    const css = readFileSync(join(distDir, app.ctx.assets.css.replace("/assets/", "assets/")), "utf8");
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(" ")));
    classes.delete("visually-hidden");
    classes.delete("active"); // react-router's NavLink marker, styled through aria-current
    expect(classes.size).toBeGreaterThan(10);
    for (const cls of classes) expect(css).toContain(`.${cls}`);
  });
});

describe("static files", () => {
  test("assets are served with a year-long immutable cache, gzipped when accepted", async () => {
    const res = await app.request(app.ctx.assets.scripts.en.shellEntry, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  test("path tricks and unknown files answer 404", async () => {
    for (const path of ["/assets/..%2Fmanifest.json", "/assets/.env", "/assets/nope.js", "/uploads/..%2F..%2Fapp.db"]) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
