import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { BBOX_MESSAGE, parseBox } from "./map-query";

// GET /api/churches/map?bbox=south,west,north,east: the pins in view (docs/decisions/0045-map-pins-in-view.md).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.db, { name: "Downtown Chapel", denomination: "Baptist", latitude: 29.42, longitude: -98.49, featured: true });
  createChurch(app.db, { name: "Stone Oak Fellowship", denomination: "Methodist", latitude: 29.64, longitude: -98.47 });
  createChurch(app.db, { name: "Houston Grace", denomination: "Baptist", latitude: 29.76, longitude: -95.37 });
  createChurch(app.db, { name: "Dallas First", denomination: "Baptist", latitude: 32.78, longitude: -96.8 });
  createChurch(app.db, { name: "Pending Box Chapel", latitude: 29.43, longitude: -98.5, status: "pending" });
});
afterAll(() => app.close());

const pinNames = async (query: string) => {
  const res = await app.request(`/api/churches/map${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as [number, number, number, number, string][]).map((p) => p[4]).sort();
};

describe("pins in a box", () => {
  test("answers the approved churches inside the box, edges included, and all of them without one", async () => {
    expect(await pinNames("?bbox=29,-99,30,-98")).toEqual(["Downtown Chapel", "Stone Oak Fellowship"]);
    expect(await pinNames("?bbox=29.42,-98.49,29.64,-98.47")).toEqual(["Downtown Chapel", "Stone Oak Fellowship"]);
    expect(await pinNames("?bbox=29,-99,33,-95")).toEqual(["Dallas First", "Downtown Chapel", "Houston Grace", "Stone Oak Fellowship"]);
    expect(await pinNames("?bbox=40,-80,41,-79")).toEqual([]);
    expect(await pinNames("")).toEqual(["Dallas First", "Downtown Chapel", "Houston Grace", "Stone Oak Fellowship"]);
  });

  test("keeps the filters: a box and a denomination, a box and near me", async () => {
    expect(await pinNames("?bbox=29,-99,33,-95&denomination=Baptist")).toEqual(["Dallas First", "Downtown Chapel", "Houston Grace"]);
    expect(await pinNames("?bbox=29,-99,30,-98&near=29.42,-98.49&radius=5")).toEqual(["Downtown Chapel"]);
  });

  test("a pin is [id, lat, lng, featured, name]", async () => {
    const [pin] = (await (await app.request("/api/churches/map?bbox=29.4,-98.5,29.5,-98.4")).json()) as unknown[][];
    expect(pin!.slice(1)).toEqual([29.42, -98.49, 1, "Downtown Chapel"]);
  });

  test("refuses a malformed box with 400 naming bbox", async () => {
    for (const bbox of ["29,-99,30", "29,-99,30,-98,1", "a,b,c,d", "30,-99,29,-98", "29,-98,30,-99", "29,-99,91,-98", "29,-181,30,-98", "29,,30,-98"]) {
      const res = await app.request(`/api/churches/map?bbox=${encodeURIComponent(bbox)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(BBOX_MESSAGE);
    }
  });

  test("says so in Spanish to a Spanish page (docs/i18n.md, The API)", async () => {
    const res = await app.request("/api/churches/map?bbox=30,-99,29,-98", { headers: { "accept-language": "es" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("bbox son sur,oeste,norte,este en grados, con el sur por debajo del norte y el oeste por debajo del este");
  });
});

test("parseBox reads south,west,north,east", () => {
  expect(parseBox("29.1,-98.9,29.8,-98.1")).toEqual({ south: 29.1, west: -98.9, north: 29.8, east: -98.1 });
  expect(parseBox(" 29 , -99 , 30 , -98 ")).toEqual({ south: 29, west: -99, north: 30, east: -98 });
  expect(parseBox("Infinity,-99,30,-98")).toBeUndefined();
});

// GET /api/directory's `bounds`: what the directory map fits (docs/decisions/0060-bulk-update-and-map-view.md).
describe("the box the directory map fits", () => {
  const boundsOf = async (query: string) => ((await (await app.request(`/api/directory${query}`)).json()) as { bounds?: Record<string, number> }).bounds;

  test("the matches' pins when a filter narrows the list; none for the whole directory", async () => {
    expect(await boundsOf("?denomination=Baptist")).toEqual({ south: 29.42, west: -98.49, north: 32.78, east: -95.37 });
    expect(await boundsOf("?search=Stone%20Oak")).toEqual({ south: 29.64, west: -98.47, north: 29.64, east: -98.47 });
    expect(await boundsOf("")).toBeUndefined();
  });

  test("around a place, the search radius's box as well (5 miles: about 0.072° of latitude each way)", async () => {
    const box = (await boundsOf("?near=29.42,-98.49&radius=5"))!;
    expect([box.south!, box.north!].map((v) => v.toFixed(3))).toEqual(["29.348", "29.492"]);
    expect(box.west).toBeLessThan(-98.57);
    expect(box.east).toBeGreaterThan(-98.41);
  });
});
