import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { createSession, createUser } from "../db/seed/factories";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

// Over a real socket, as curl or a feed reader asks: Bun.serve decides what HEAD and 304 put on the wire.
let app: TestApp;
let server: ReturnType<typeof Bun.serve>;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ SEED: "demo" });
  server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (request) => app.handle(request) });
  origin = `http://127.0.0.1:${server.port}`;
});
afterAll(() => {
  server.stop(true);
  app.close();
});

const ask = (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(origin + path, { method, headers, decompress: false });

function decoded(body: Uint8Array, coding: string | null): string {
  const plain = coding === "br" ? brotliDecompressSync(body) : coding === "gzip" ? Bun.gunzipSync(body as Uint8Array<ArrayBuffer>) : body;
  return new TextDecoder().decode(plain);
}

const firstChurch = () => app.db.sqlite.query<{ slug: string }, []>("SELECT slug FROM churches WHERE status = 'approved' ORDER BY id LIMIT 1").get()!.slug;

/** The answers calendar apps, feed readers, crawlers and API clients poll. */
const machineRead = () => [
  "/api/churches",
  `/api/churches/${firstChurch()}`,
  "/api/events",
  "/sitemap.xml",
  "/rss.xml",
  "/events.ics",
  `/church/${firstChurch()}/calendar.ics`,
  "/services/christmas-eve.ics",
];

describe("compression (docs/caching.md, Validators and compression)", () => {
  test("every machine-read answer over a kilobyte is brotli where asked, gzip otherwise, the same text either way", async () => {
    for (const path of machineRead()) {
      const plain = await ask(path);
      expect({ path, status: plain.status, coding: plain.headers.get("content-encoding") }).toEqual({ path, status: 200, coding: null });
      const text = await plain.text();
      expect(text.length).toBeGreaterThan(1024);
      for (const [accept, coding] of [["gzip, br", "br"], ["gzip", "gzip"], ["br;q=0, gzip", "gzip"], ["*", "br"]] as const) {
        const res = await ask(path, { "accept-encoding": accept });
        expect({ path, accept, coding: res.headers.get("content-encoding") }).toEqual({ path, accept, coding });
        expect(res.headers.get("vary")).toContain("Accept-Encoding");
        const body = new Uint8Array(await res.arrayBuffer());
        expect(body.byteLength).toBeLessThan(text.length / 2);
        expect(decoded(body, coding) === text).toBe(true);
      }
    }
  });

  test("small answers, pictures and refused codings are sent as they are", async () => {
    const robots = await ask("/robots.txt", { "accept-encoding": "br" });
    expect(robots.headers.get("content-encoding")).toBeNull();
    expect(await robots.text()).toContain("Sitemap:");
    expect((await ask("/sitemap.xml", { "accept-encoding": "identity, br;q=0, gzip;q=0" })).headers.get("content-encoding")).toBeNull();
  });

  test("pages and assets are brotli too: a page once its brotli copy is made (the first askers get the gzip it was kept in)", async () => {
    // A page is kept from its second asking (docs/caching.md, Keeping and evicting): this is the one that keeps it.
    await (await ask("/about", { "accept-encoding": "gzip, br" })).arrayBuffer();
    const page = await ask("/about", { "accept-encoding": "gzip, br" });
    expect([page.headers.get("x-page-cache"), page.headers.has("etag")]).toEqual(["miss", true]);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const first = decoded(new Uint8Array(await page.arrayBuffer()), "gzip");
    expect(first).toContain("</html>");
    // The first asking in brotli starts its copy off the main thread and is answered the gzip meanwhile.
    const asking = await ask("/about", { "accept-encoding": "gzip, br" });
    expect(asking.headers.get("x-page-cache")).toBe("hit");
    expect(decoded(new Uint8Array(await asking.arrayBuffer()), asking.headers.get("content-encoding") as "gzip" | "br")).toBe(first);
    await app.ctx.pageCache.get("/about")?.page.brotliPending;
    const again = await ask("/about", { "accept-encoding": "gzip, br" });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(decoded(new Uint8Array(await again.arrayBuffer()), "br")).toBe(first);
    const brotliOnly = await ask("/contact", { "accept-encoding": "br" });
    expect(brotliOnly.headers.get("content-encoding")).toBe("br");
    expect(decoded(new Uint8Array(await brotliOnly.arrayBuffer()), "br")).toContain("</html>");
    const asset = await ask(app.ctx.assets.css, { "accept-encoding": "gzip, br" });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(decoded(new Uint8Array(await asset.arrayBuffer()), "br")).toContain("{");
  });

  test("a page that is not kept is gzip around the stylesheet compressed once: the same page in every coding, about as small as brotli 1's", async () => {
    // A parameter the page does not read: drawn for this request, never kept (src/render/pages-plugin.ts).
    const path = "/directory?utm_source=newsletter";
    const plain = await (await ask(path)).text();
    const style = await (await ask(app.ctx.assets.css)).text();
    expect(plain).toContain(`<style>${style.trim()}`);
    const gzip = await ask(path, { "accept-encoding": "gzip, deflate, br" });
    expect(gzip.headers.get("x-page-cache")).toBe("miss");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const gzipBody = new Uint8Array(await gzip.arrayBuffer());
    const brotli = await ask(path, { "accept-encoding": "br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const brotliBody = new Uint8Array(await brotli.arrayBuffer());
    expect(decoded(gzipBody, "gzip")).toBe(plain);
    expect(decoded(brotliBody, "br")).toBe(plain);
    expect(gzipBody.byteLength).toBeLessThan(brotliBody.byteLength * 1.1);
  });
});

describe("validators", () => {
  test("every cacheable machine-read answer carries an ETag and answers 304 to a client that holds it", async () => {
    for (const path of [...machineRead(), "/robots.txt"]) {
      const first = await ask(path, { "accept-encoding": "gzip, br" });
      const etag = first.headers.get("etag");
      expect({ path, etag: Boolean(etag) }).toEqual({ path, etag: true });
      for (const held of [etag!, `"other", ${etag}`, etag!.replace(/^W\//, "")]) {
        const again = await ask(path, { "accept-encoding": "gzip, br", "if-none-match": held });
        expect({ path, held, status: again.status }).toEqual({ path, held, status: 304 });
        expect(again.headers.get("etag")).toBe(etag);
        expect(again.headers.get("content-type")).toBeNull();
        expect((await again.arrayBuffer()).byteLength).toBe(0);
      }
      expect((await ask(path, { "if-none-match": '"something-else"' })).status).toBe(200);
    }
  });

  test("what pollers read keeps its ETag from one second to the next: no build time in the body", async () => {
    const polled = ["/sitemap.xml", "/rss.xml", "/events.ics", `/church/${firstChurch()}/calendar.ics`, "/services/christmas-eve.ics", "/api/events", "/robots.txt"];
    const etags = async () => Promise.all(polled.map(async (path) => `${path} ${(await ask(path)).headers.get("etag")}`));
    const first = await etags();
    await Bun.sleep(1100);
    expect(await etags()).toEqual(first);
  });

  test("the ETag changes with the answer", async () => {
    const before = (await ask("/api/events")).headers.get("etag");
    app.db.sqlite.run("UPDATE events SET title = title || ' (moved)' WHERE id = (SELECT MIN(id) FROM events)");
    const after = await ask("/api/events", { "if-none-match": before! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  test("answers for one person carry none", async () => {
    const user = await createUser(app.db, { username: "etag-reader" });
    const res = await ask("/api/auth/me", { cookie: `sid=${createSession(app.db, user.id)}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
  });
});

describe("HEAD (RFC 9110 §9.3.2)", () => {
  test("answers the status and headers GET would, the length of GET's body included, and no body", async () => {
    for (const [path, accept] of [["/about", "gzip, br"], ["/about", ""], ["/no-such-page", "gzip"], ["/sitemap.xml", "br"], ["/api/churches", ""]] as const) {
      const get = await ask(path, accept ? { "accept-encoding": accept } : {});
      const getBytes = (await get.arrayBuffer()).byteLength;
      const head = await ask(path, accept ? { "accept-encoding": accept } : {}, "HEAD");
      expect({ path, accept, status: head.status, length: Number(head.headers.get("content-length")) }).toEqual({ path, accept, status: get.status, length: getBytes });
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(head.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
  });
});

describe("Accept-Language (docs/i18n.md, The API)", () => {
  test("an API answer put in the asked language says it varies by it; a page, whose language is its address, does not", async () => {
    const directory = await ask("/api/directory?denomination=catholic", { "accept-language": "es" });
    expect(directory.headers.get("vary")).toContain("Accept-Language");
    const page = await ask("/directory", { "accept-language": "es" });
    expect(page.headers.get("vary") ?? "").not.toContain("Accept-Language");
  });
});
