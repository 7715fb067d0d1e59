import { describe, expect, test } from "bun:test";
import { DataVersion } from "../db/data-version";
import { PageCache } from "./page-cache";

describe("PageCache", () => {
  test("a page is kept until the next visible write", () => {
    const version = new DataVersion();
    const cache = new PageCache(version);
    cache.set("/a", 200, "<p>a</p>", version.current, true);
    expect(cache.get("/a")?.status).toBe(200);
    version.bump();
    expect(cache.get("/a")).toBeUndefined();
  });

  test("a page that shows times relative to now is dropped when it expires, though nothing was written", () => {
    let now = 1_000;
    const version = new DataVersion();
    const cache = new PageCache(version, 1024 * 1024, () => now);
    cache.set("/church/x", 200, "<p>Today 6:30 PM</p>", version.current, true, 2_000);
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
    expect(cache.set("/a", 200, "<p>a</p>", renderedAt, true).status).toBe(200);
    expect(cache.get("/a")).toBeUndefined();
  });
});
