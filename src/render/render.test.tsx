import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { bumpDataVersion } from "../db/data-version";
import { createChurch } from "../db/seed/factories";
import { Island } from "../../web/components/Island";
import { documentHtml } from "./document";
import { jsonForScript } from "../contract/json-script";
import { distDir } from "./assets";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("page cache", () => {
  test("the second request is served from the cache until data changes", async () => {
    const first = await app.request("/about");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    await Bun.sleep(5); // the cache copy is collected beside the stream
    const second = await app.request("/about");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toContain("Our Story");
    bumpDataVersion();
    expect((await app.request("/about")).headers.get("x-page-cache")).toBe("miss");
  });

  test("a write shows on the next render: the home page lists a new featured church", async () => {
    await (await app.request("/")).text();
    await Bun.sleep(5);
    createChurch(app.db, { name: "Brand New Featured Chapel", featured: true });
    bumpDataVersion();
    expect(await (await app.request("/")).text()).toContain("Brand New Featured Chapel");
  });

  test("gzip is served to clients that accept it, and a matching ETag answers 304", async () => {
    await (await app.request("/terms")).text();
    await Bun.sleep(5);
    const res = await app.request("/terms", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(html).toContain("Terms of Service");
    const etag = res.headers.get("etag")!;
    expect((await app.request("/terms", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  test("a URL with a query parameter the page does not read is rendered but not kept", async () => {
    await (await app.request("/about?utm_source=newsletter")).text();
    expect((await app.request("/about?utm_source=newsletter")).headers.get("x-page-cache")).toBe("miss");
    await (await app.request("/directory?page=2")).text();
    expect((await app.request("/directory?page=2")).headers.get("x-page-cache")).toBe("hit");
  });

  test("404 pages are not cached", async () => {
    await (await app.request("/missing-page")).text();
    await Bun.sleep(5);
    expect((await app.request("/missing-page")).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("islands", () => {
  test("props travel as JSON beside the marker, escaped so no prop can close the script", () => {
    const html = renderToString(<Island name="SessionLink" props={{ currentPath: `/x"></script><script>alert(1)</script>` }} />);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('data-island="SessionLink"');
    const json = html.match(/<script type="application\/json" data-island-props="">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(json)).toEqual({ currentPath: `/x"></script><script>alert(1)</script>` });
  });

  test("head values are escaped in the document", () => {
    const html = documentHtml({
      head: { title: `</title><script>alert(1)</script>`, description: `" onload="alert(1)`, canonical: "http://localhost/?a=1&b=2", alternates: [{ type: "application/rss+xml", title: `News" onload="alert(1)`, href: "/rss.xml" }] },
      stylesheet: "/a.css",
      entryScript: "/a.js",
      preloads: [],
      body: "",
    });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;");
    expect(html).toContain('content="&quot; onload=&quot;alert(1)"');
    expect(html).toContain('href="http://localhost/?a=1&amp;b=2"');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="News&quot; onload=&quot;alert(1)" href="/rss.xml"/>');
  });

  test("JSON-LD cannot close its script tag", () => {
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  test("every page marks the shell's islands and loads the client entry", async () => {
    const html = await (await app.request("/privacy")).text();
    for (const name of ["MenuToggle", "SessionLink", "NewsletterForm", "Toaster"]) expect(html).toContain(`data-island="${name}"`);
    expect(html).toContain(`src="${app.ctx.assets.entry}"`);
    expect(html).toContain(`<link rel="modulepreload" href="${app.ctx.assets.islands.SessionLink}"/>`);
  });
});

describe("styles", () => {
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
    const res = await app.request(app.ctx.assets.entry, { headers: { "accept-encoding": "gzip" } });
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
