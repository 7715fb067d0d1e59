import { describe, expect, test } from "bun:test";
import type { PublicChurch } from "../../contract/churches";
import { nextService } from "../../contract/service-times/next";
import { weeklyService } from "../../contract/service-times/testing";
import { DataVersion } from "../../db/data-version";
import { ApiAnswerCache, queryKey } from "./api-answer-cache";
import { listExpiresAt, type ChurchPage } from "./service";

const HEADERS = { "x-total-count": "1" };
const json = (text: string) => new TextEncoder().encode(text);

describe("ApiAnswerCache", () => {
  test("a second identical request is answered from the cache until the next visible write", () => {
    const version = new DataVersion();
    const cache = new ApiAnswerCache(version);
    expect(cache.get("search=grace")).toBeUndefined();
    const stored = cache.set("search=grace", json("[]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect(cache.get("search=grace")).toBe(stored);
    expect(cache.hits).toBe(1);
    version.bump();
    expect(cache.get("search=grace")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("an answer showing a time label is dropped at its minute, though nothing was written", () => {
    let now = 1_000;
    const version = new DataVersion();
    const cache = new ApiAnswerCache(version, 1024, () => now);
    cache.set("", json('[{"nextServiceLabel":"Today 6:30 PM"}]'), HEADERS, version.current, 2_000);
    now = 1_999;
    expect(cache.get("")).toBeDefined();
    now = 2_000;
    expect(cache.get("")).toBeUndefined();
  });

  test("an answer computed across a write is sent but not kept", () => {
    const version = new DataVersion();
    const cache = new ApiAnswerCache(version);
    const builtAt = version.current;
    version.bump();
    expect(new TextDecoder().decode(cache.set("", json("[]"), HEADERS, builtAt, Number.MAX_SAFE_INTEGER).body)).toBe("[]");
    expect(cache.get("")).toBeUndefined();
  });

  test("keeps answers up to a number of bytes, the least recently asked out first", () => {
    const version = new DataVersion();
    // Room for two answers of two bytes, or one of four.
    const cache = new ApiAnswerCache(version, 4);
    for (const key of ["a=1", "b=1"]) cache.set(key, json("[]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    cache.get("a=1");
    cache.set("c=1", json("[]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect(cache.size).toBe(2);
    expect(cache.get("a=1")).toBeDefined();
    expect(cache.get("b=1")).toBeUndefined();
    cache.set("d=1", json("[10]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect([cache.size, cache.get("d=1")?.body.byteLength]).toEqual([1, 4]);
  });

  test("an answer larger than the whole cache is sent but not kept", () => {
    const version = new DataVersion();
    const cache = new ApiAnswerCache(version, 4);
    cache.set("a=1", json("[]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect(cache.set("b=1", json("[1,2]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER).body.byteLength).toBe(5);
    expect([cache.size, cache.get("a=1")]).toEqual([1, expect.anything()]);
  });

  test("an ETag names the body", () => {
    const version = new DataVersion();
    const cache = new ApiAnswerCache(version);
    const a = cache.set("a=1", json("[1]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect(cache.set("b=1", json("[1]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER).etag).toBe(a.etag);
    expect(cache.set("c=1", json("[2]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER).etag).not.toBe(a.etag);
  });
});

describe("queryKey", () => {
  test("the same parameters in any order share a key; one parameter is used as sent", () => {
    expect(queryKey("http://x/api/churches")).toBe("");
    expect(queryKey("http://x/api/churches?search=grace")).toBe("search=grace");
    expect(queryKey("http://x/api/churches?limit=2&area=Downtown")).toBe(queryKey("http://x/api/churches?area=Downtown&limit=2"));
  });
});

describe("listExpiresAt", () => {
  // Saturday 4 July 2026, 12:00:30 in San Antonio (CDT, UTC−5).
  const now = new Date("2026-07-04T17:00:30Z");
  const page = (churches: Pick<PublicChurch, "nextService">[]): ChurchPage => ({ churches: churches as PublicChurch[], total: churches.length, page: 1, pageCount: 1 });
  const at = (time: string) => ({ nextService: nextService([weeklyService({ day: "saturday", time })], now) });

  test("at the end of the soonest next service's start minute shown", () => {
    expect(new Date(listExpiresAt(page([at("18:30"), { nextService: null }, at("14:00")]), {}, now))).toEqual(new Date("2026-07-04T19:01:00Z"));
  });

  test("at the next minute when the order or the matching services count from now", () => {
    expect(new Date(listExpiresAt(page([at("18:30")]), { sort: "time" }, now))).toEqual(new Date("2026-07-04T17:01:00Z"));
    expect(new Date(listExpiresAt(page([at("18:30")]), { day: "today" }, now))).toEqual(new Date("2026-07-04T17:01:00Z"));
  });
});
