import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { PublicChurch } from "../../contract/churches";
import type { DirectoryResults } from "../../contract/directory";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";
import { createOrderChurches, ORDER_ADDRESS, ORDER_BY_NAME_EN, ORDER_BY_NAME_ES, ORDER_CHURCHES, ORDER_POINT } from "../../../tests/helpers/distance-churches";
import { directoryKey } from "./church-lists";
import { pageByName } from "./name-ranks";

// With a place, the list is nearest first unless another order is asked (docs/service-times.md, Order).

let app: TestApp;
const nominatim = startFakeNominatim({ [ORDER_ADDRESS]: ORDER_POINT });
beforeAll(async () => {
  app = await createTestApp({ NOMINATIM_URL: nominatim.url });
  createOrderChurches(app.db);
});
afterAll(() => {
  app.close();
  nominatim.stop();
});

const NEAR = `near=${ORDER_POINT.lat},${ORDER_POINT.lon}`;
const LOCATION = `location=${encodeURIComponent(ORDER_ADDRESS)}`;
const NEAREST_FIRST = ORDER_CHURCHES.map(([name]) => name);
const list = async (query: string) => (await (await app.request(`/api/churches?${query}`)).json()) as PublicChurch[];
const directory = async (query: string, lang = "en") => (await (await app.request(`/api/directory?${query}`, { headers: { "accept-language": lang } })).json()) as DirectoryResults;
const cardNames = (results: DirectoryResults) => [...results.featured, ...results.others].map((c) => c.name);
/** The cards' names and distances in the page's order, as a reader sees them. */
const pageCards = (html: string) =>
  [...html.replace(/<!-- -->/g, "").matchAll(/data-testid="church-card"[\s\S]*?<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));

describe("GET /api/churches", () => {
  test("near alone lists nearest first, each distance no smaller than the one before", async () => {
    const found = await list(NEAR);
    expect(found.map((c) => c.name)).toEqual(NEAREST_FIRST);
    const miles = found.map((c) => c.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeCloseTo(0.3, 1);
    expect((await list(`${NEAR}&sort=distance`)).map((c) => c.name)).toEqual(NEAREST_FIRST);
  });

  test("sort=name with a place is by name; without a place the list is by name and has no distance", async () => {
    expect((await list(`${NEAR}&sort=name`)).map((c) => c.name)).not.toEqual(NEAREST_FIRST);
    const plain = await list("");
    expect(plain.map((c) => c.name)).not.toEqual(NEAREST_FIRST);
    expect(plain[0]!.distanceMiles).toBeUndefined();
  });
});

describe("the directory", () => {
  test("a typed address lists nearest first, on the API and the page, in English and Spanish", async () => {
    const results = await directory(LOCATION);
    expect(results.near?.point).toEqual({ lat: ORDER_POINT.lat, lng: ORDER_POINT.lon });
    expect(cardNames(results)).toEqual(NEAREST_FIRST);
    expect(cardNames(await directory(LOCATION, "es"))).toEqual(NEAREST_FIRST);
    for (const path of ["/directory", "/es/directory"]) {
      const html = await (await app.request(`${path}?${LOCATION}`)).text();
      expect(pageCards(html)).toEqual(NEAREST_FIRST);
    }
    // A position ('Use my location') orders the same way.
    expect(cardNames(await directory(NEAR))).toEqual(NEAREST_FIRST);
  });

  test("another order asked with a place is kept", async () => {
    expect(cardNames(await directory(`${LOCATION}&sort=name`))).not.toEqual(NEAREST_FIRST);
    expect((await directory(`${LOCATION}&sort=name`)).total).toBe(ORDER_CHURCHES.length);
  });

  test("the sort control offers distance, first, only with a place", async () => {
    const options = async (query: string) => {
      const html = (await (await app.request(`/directory?${query}`)).text()).replace(/<!-- -->/g, "");
      const select = /<select[^>]*name="sort"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
      return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[1]}:${m[2]}`);
    };
    expect(await options(LOCATION)).toEqual([":Distance", "name:Name", "time:Next service"]);
    expect(await options("")).toEqual([":Name", "time:Next service"]);
    // A place and sort=name: name is chosen, distance still offered first.
    const html = (await (await app.request(`/directory?${LOCATION}&sort=name`)).text()).replace(/<!-- -->/g, "");
    expect(/<option value="name" selected="">Name</.test(html)).toBe(true);
  });

  test("the results memo keys on the order the list is in", () => {
    const now = new Date();
    const near = { lat: ORDER_POINT.lat, lng: ORDER_POINT.lon };
    const key = (query: object) => directoryKey({ page: 1, ...query }, now, "en");
    expect(key({ near })).toBe(key({ near, sort: "distance" }));
    expect(key({ near })).not.toBe(key({ near, sort: "name" }));
    expect(key({})).toBe(key({ sort: "name" }));
    expect(key({})).not.toBe(key({ sort: "time" }));
  });
});

describe("by name, as a reader orders names", () => {
  test("the API and the directory collate case and accents aside, numbers as numbers; Spanish pages in Spanish order", async () => {
    expect((await list(`${NEAR}&sort=name`)).map((c) => c.name)).toEqual(ORDER_BY_NAME_EN);
    expect((await list("")).map((c) => c.name)).toEqual(ORDER_BY_NAME_EN);
    expect(cardNames(await directory(`${LOCATION}&sort=name`))).toEqual(ORDER_BY_NAME_EN);
    expect(pageCards(await (await app.request(`/directory?${LOCATION}&sort=name`)).text())).toEqual(ORDER_BY_NAME_EN);
    expect(pageCards(await (await app.request(`/es/directory?${LOCATION}&sort=name`)).text())).toEqual(ORDER_BY_NAME_ES);
    expect(pageCards(await (await app.request("/es/directory")).text())).toEqual(ORDER_BY_NAME_ES);
  });

  test("pages go on where the last stopped, whether the matches are sorted or walked in order", async () => {
    const paged = [];
    for (let page = 1; page <= 4; page++) paged.push(...(await list(`limit=3&page=${page}`)).map((c) => c.name));
    expect(paged).toEqual(ORDER_BY_NAME_EN);
    const ids = (await list("")).map((c) => c.id as number);
    const shuffled = [...ids].reverse();
    for (const offset of [0, 3, 8]) {
      expect(pageByName(app.db, [...shuffled], offset, 3, "es", 0)).toEqual(pageByName(app.db, [...shuffled], offset, 3, "es"));
    }
    expect(pageByName(app.db, [...shuffled], 0, 10, "en", 0)).toEqual(ids);
  });

  test("the directory's denomination list is in the page's language's order", async () => {
    const options = async (path: string) => {
      const html = (await (await app.request(path)).text()).replace(/<!-- -->/g, "");
      const select = /<select[^>]*name="denomination"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
      return [...select.matchAll(/<option value="[^"]+"[^>]*>([^<]*)</g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
    };
    for (const [path, lang] of [["/directory", "en"], ["/es/directory", "es"]] as const) {
      const labels = await options(path);
      expect(labels.length).toBeGreaterThan(3);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(lang, { sensitivity: "base", numeric: true }).compare));
    }
  });
});
