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

  test("a list is kept from its second asking; a first asking's answer is transient and not kept", () => {
    const version = new DataVersion();
    const cache = new ApiAnswerCache(version);
    expect(cache.askedBefore("area=Downtown")).toBe(false);
    const first = cache.transient(json("[1]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect([first.transient, cache.get("area=Downtown")]).toEqual([true, undefined]);
    expect(cache.askedBefore("area=Downtown")).toBe(true);
    const second = cache.set("area=Downtown", json("[1]"), HEADERS, version.current, Number.MAX_SAFE_INTEGER);
    expect([second.transient, second.etag]).toEqual([false, first.etag]);
    expect(cache.get("area=Downtown")).toBe(second);
    // Asked once more after it fell out of the cache: a first asking again.
    expect(cache.askedBefore("area=Downtown")).toBe(false);
  });

  test("the keys asked once are bounded: the oldest are forgotten first", () => {
    const cache = new ApiAnswerCache(new DataVersion());
    cache.askedBefore("oldest");
    for (let i = 0; i < 5000; i++) cache.askedBefore(`page=${i}`);
    expect(cache.askedBefore("page=4999")).toBe(true);
    expect(cache.askedBefore("oldest")).toBe(false);
  });

  test("a transient answer is sent copied or compressed, never as the buffer the next answer writes over", async () => {
    const cache = new ApiAnswerCache(new DataVersion());
    const buffer = json(`[${"1,".repeat(1000)}1]`);
    const entry = cache.transient(buffer, HEADERS, 0, Number.MAX_SAFE_INTEGER);
    const plain = cache.send(new Request("http://x/api/churches"), "", entry);
    const gzip = cache.send(new Request("http://x/api/churches", { headers: { "accept-encoding": "gzip" } }), "", entry);
    const text = new TextDecoder().decode(buffer);
    buffer.fill(0x20);
    expect(await plain.text()).toBe(text);
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe(text);
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
