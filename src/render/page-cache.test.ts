import { describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { DataVersion } from "../db/data-version";
import { poll } from "../../tests/helpers/poll";
import { PageCache, REDRAW_EVERY_MS, STALE_SERVE_MS, type CachedPage, type PageToKeep } from "./page-cache";
import { pageHtml, plainPageText } from "./page-text";

/** A rendered page of status 200 and its gzip, as `PageCache.set` takes them. */
const page = (html: string, version: number, more: Partial<PageToKeep> = {}): [PageToKeep, Uint8Array<ArrayBuffer>] => [{ status: 200, text: plainPageText(html), version, ...more }, Bun.gzipSync(html)];

describe("PageCache", () => {
  test("a page is kept until the next visible write", () => {
    const version = new DataVersion();
    const cache = new PageCache(version);
    cache.set("/a", ...page("<p>a</p>", version.current));
    expect(cache.get("/a")?.page.status).toBe(200);
    version.bump();
    expect(cache.get("/a")).toBeUndefined();
  });

  test("a page that shows times relative to now is dropped when it expires, though nothing was written", () => {
    let now = 1_000;
    const version = new DataVersion();
    const cache = new PageCache(version, 1024 * 1024, () => now);
    cache.set("/church/x", ...page("<p>Today 6:30 PM</p>", version.current, { scope: "all", expiresAt: 2_000 }));
    now = 1_999;
    expect(cache.get("/church/x")).toBeDefined();
    now = 2_000;
    expect(cache.get("/church/x")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("a page rendered before a write is answered but not kept", () => {
    const version = new DataVersion();
    const cache = new PageCache(version);
    const renderedAt = version.current;
    version.bump();
    expect(cache.set("/a", ...page("<p>a</p>", renderedAt)).status).toBe(200);
    expect(cache.get("/a")).toBeUndefined();
  });

  test("a church's profile goes stale by that church's writes only; other pages by any write", () => {
    const version = new DataVersion();
    const cache = new PageCache(version);
    cache.set("/church/one", ...page("<p>one</p>", version.current, { scope: { church: 1 } }));
    cache.set("/church/two", ...page("<p>two</p>", version.current, { scope: { church: 2 } }));
    cache.set("/directory", ...page("<p>all</p>", version.current));
    version.record("churches", 2, false);
    expect(cache.get("/church/one")?.stale).toBe(false);
    expect(cache.get("/church/two")).toBeUndefined();
    expect(cache.get("/directory")).toBeUndefined();
    // A table that is nobody's church (denominations): every page.
    version.record("denominations", 4, false);
    expect(cache.get("/church/one")).toBeUndefined();
  });

  test("a stale page is answered for a moment after the write to whoever may have it, and drawn again once", async () => {
    let now = 10_000;
    const version = new DataVersion(undefined, () => now);
    const cache = new PageCache(version, 1024 * 1024, () => now);
    cache.set("/events", ...page("<p>events</p>", version.current));
    version.record("events", 3, true);
    now += STALE_SERVE_MS;
    const hit = cache.get("/events", true)!;
    expect(hit).toEqual({ page: expect.objectContaining({ status: 200 }), stale: true });
    let drawings = 0;
    const redraw = async () => {
      drawings++;
      cache.set("/events", ...page("<p>events, new</p>", version.current));
    };
    cache.refresh("/events", hit.page, redraw);
    cache.refresh("/events", hit.page, redraw);
    await Bun.sleep(5);
    expect(drawings).toBe(1);
    expect(cache.get("/events")?.stale).toBe(false);
    // The writer is not answered a stale page.
    version.record("events", 4, false);
    expect(cache.get("/events", false)).toBeUndefined();
    // Past the bound, nobody is: the page is drawn while the visitor waits.
    cache.set("/news", ...page("<p>news</p>", version.current));
    version.record("articles", 1, false);
    now += STALE_SERVE_MS + 1;
    expect(cache.get("/news", true)).toBeUndefined();
  });

  test("a profile's stale bound runs from its own church's first write, not from another church's", () => {
    let now = 10_000;
    const version = new DataVersion(undefined, () => now);
    const cache = new PageCache(version, 1024 * 1024, () => now);
    cache.set("/church/one", ...page("<p>one</p>", version.current, { scope: { church: 1 } }));
    cache.set("/directory", ...page("<p>all</p>", version.current));
    version.record("churches", 2, false);
    now += STALE_SERVE_MS - 500;
    version.record("churches", 1, false);
    now += 1000;
    // The list went stale with church 2's write, 2.5 s ago; the profile with church 1's, 1 s ago.
    expect(cache.get("/directory", true)).toBeUndefined();
    expect(cache.get("/church/one", true)?.stale).toBe(true);
    now += STALE_SERVE_MS;
    expect(cache.get("/church/one", true)).toBeUndefined();
  });

  test("a page drawn a moment ago is drawn again only REDRAW_EVERY_MS after its last drawing", async () => {
    let now = 10_000;
    const version = new DataVersion(undefined, () => now);
    const cache = new PageCache(version, 1024 * 1024, () => now);
    const kept = cache.set("/directory", ...page("<p>all</p>", version.current));
    version.record("churches", 1, false);
    now += REDRAW_EVERY_MS - 60;
    let drawings = 0;
    cache.refresh("/directory", kept, async () => void drawings++);
    await Bun.sleep(20);
    expect(drawings).toBe(0);
    expect(cache.get("/directory", true)?.stale).toBe(true);
    expect(await poll(() => drawings, (n) => n > 0)).toBe(1);
  });

  test("stale pages are drawn again one at a time, with the event loop free between two drawings", async () => {
    const now = 10_000;
    const cache = new PageCache(new DataVersion(), 1024 * 1024, () => now + REDRAW_EVERY_MS);
    const order: string[] = [];
    const drawing = (key: string) => async () => {
      order.push(`start ${key}`);
      await Bun.sleep(1);
      order.push(`end ${key}`);
    };
    const drawnBefore = { drawnAt: now } as CachedPage;
    for (const key of ["/", "/directory", "/events"]) cache.refresh(key, drawnBefore, drawing(key));
    // A request arriving meanwhile is answered before the second drawing starts; none overlaps another.
    setTimeout(() => order.push("a request"), 0);
    await Bun.sleep(50);
    expect(order).toEqual(["start /", "a request", "end /", "start /directory", "end /directory", "start /events", "end /events"]);
  });

  test("a kept page's brotli is made off the main thread from its first asking, which gets none", async () => {
    const version = new DataVersion();
    const cache = new PageCache(version);
    const text = { before: "<p>a</p>".repeat(200), style: "b{color:red}".repeat(100), after: "<p>c</p>".repeat(200) };
    const entry = await cache.keep("/a", { status: 200, text, version: version.current });
    expect(cache.brotli("/a", entry)).toBeUndefined();
    await entry.brotliPending;
    const brotli = cache.brotli("/a", entry)!;
    expect(new TextDecoder().decode(brotliDecompressSync(await brotli.bytes()))).toBe(pageHtml(text));
    expect(new TextDecoder().decode(Bun.gunzipSync(await entry.gzip.bytes()))).toBe(pageHtml(text));
  });
  test("bounded by bytes: the page read least recently goes first, and a brotli copy counts", async () => {
    const version = new DataVersion();
    // Pages of random text, about 1 KB of gzip each: room for three.
    const noise = () => Buffer.from(crypto.getRandomValues(new Uint8Array(1_000))).toString("base64");
    const cache = new PageCache(version, 3_500);
    for (const key of ["/a", "/b", "/c"]) cache.set(key, ...page(noise(), version.current));
    cache.get("/a");
    cache.set("/d", ...page(noise(), version.current));
    expect(["/a", "/b", "/c", "/d"].filter((key) => cache.get(key))).toEqual(["/a", "/c", "/d"]);
    // /a's brotli copy, once made, takes the room of the page read least recently since (/c).
    const a = cache.get("/a")!.page;
    cache.get("/d");
    cache.brotli("/a", a);
    await a.brotliPending;
    expect(["/c", "/d", "/a"].filter((key) => cache.get(key))).toEqual(["/d", "/a"]);
  });
});
