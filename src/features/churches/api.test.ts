import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { brotliDecompressSync } from "node:zlib";
import { churches } from "../../db/schema";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import type { PublicChurch } from "../../contract/churches";
import type { DirectoryResults } from "../../contract/directory";

let app: TestApp;
let grace: PublicChurch["id"];
beforeAll(async () => {
  app = await createTestApp();
  const db = app.db;
  grace = createChurch(db, { name: "Grace Baptist Church", slug: "grace-baptist-church", denomination: "Baptist", area: "Downtown", worshipStyle: "traditional", languages: ["english"], featured: true, isPremium: true, address: "100 Commerce St, San Antonio, TX 78205" }).id;
  createChurch(db, { name: "Iglesia Bautista Emanuel", slug: "iglesia-bautista-emanuel", denomination: "Baptist", area: "West Side", worshipStyle: "gospel", languages: ["spanish"], address: "900 Zarzamora St, San Antonio, TX 78207" });
  createChurch(db, { name: "St. Luke Catholic Church", slug: "st-luke", denomination: "Catholic", area: "West Side", worshipStyle: "liturgical", languages: ["english", "bilingual"], address: "4603 Manitou Dr, San Antonio, TX 78228" });
  createChurch(db, { name: "Alamo Heights Methodist", slug: "ah-methodist", denomination: "Methodist", area: "Alamo Heights", worshipStyle: "contemporary", languages: ["english"], featured: true, address: "825 E Basse Rd, San Antonio, TX 78209" });
  createChurch(db, { name: "Awaiting Approval Chapel", slug: "pending-chapel", denomination: "Baptist", area: "Downtown", status: "pending" });
  createChurch(db, { name: "Rejected Fellowship", slug: "rejected", denomination: "Baptist", area: "Downtown", status: "rejected" });
});
afterAll(() => app.close());

async function list(query = ""): Promise<{ names: string[]; res: Response }> {
  const res = await app.request(`/api/churches${query}`);
  const body = (await res.clone().json()) as PublicChurch[];
  return { names: Array.isArray(body) ? body.map((c) => c.name) : [], res };
}

describe("GET /api/churches", () => {
  test("lists approved churches only, sorted by name, with the total in a header", async () => {
    const { names, res } = await list();
    expect(res.status).toBe(200);
    expect(names).toEqual(["Alamo Heights Methodist", "Grace Baptist Church", "Iglesia Bautista Emanuel", "St. Luke Catholic Church"]);
    expect(res.headers.get("x-total-count")).toBe("4");
  });

  test("a remembered list is answered until the next write: a new church shows at once", async () => {
    expect((await list("?area=Downtown")).names).toEqual(["Grace Baptist Church"]);
    const chapel = createChurch(app.db, { name: "Downtown Chapel", slug: "downtown-chapel", area: "Downtown" });
    expect((await list("?area=Downtown")).names).toEqual(["Downtown Chapel", "Grace Baptist Church"]);
    app.db.sqlite.run("DELETE FROM churches WHERE id = ?", [chapel.id]);
    expect((await list("?area=Downtown")).names).toEqual(["Grace Baptist Church"]);
  });

  test("a second identical request gets the remembered answer: same body, headers and ETag, 304 when the client has it", async () => {
    const first = await app.request("/api/churches?limit=2&area=West%20Side");
    const second = await app.request("/api/churches?area=West%20Side&limit=2");
    expect(await second.text()).toBe(await first.text());
    // The remembered answer is sent before the app (src/http/kept-answers.ts), with every header the app's had.
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id");
    expect(headersOf(second)).toEqual(headersOf(first));
    const compressed = () => app.request("/api/churches?limit=3&area=West%20Side", { headers: { "accept-encoding": "gzip, br" } });
    const [firstBr, secondBr] = [await compressed(), await compressed()];
    expect(headersOf(secondBr)).toEqual(headersOf(firstBr));
    expect(secondBr.headers.get("content-encoding")).toBe("br");
    // Compressed quickly the first time, harder once it is asked again: the same text either way.
    const text = async (res: Response) => new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())));
    expect(await text(secondBr)).toBe(await text(firstBr));
    const etag = first.headers.get("etag")!;
    const unchanged = await app.request("/api/churches?limit=2&area=West%20Side", { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
  });

  test("first askings are sent whole, though the next answer is written where theirs was", async () => {
    const ask = (query: string, headers: Record<string, string> = {}) => app.request(`/api/churches${query}`, { headers });
    // Both read only after both were answered: each holds its own bytes.
    const [downtown, westSide] = [await ask("?area=Downtown&limit=2"), await ask("?area=West%20Side&limit=2")];
    const [downtownGz, westSideGz] = [await ask("?area=Downtown&limit=3", { "accept-encoding": "gzip" }), await ask("?area=West%20Side&limit=3", { "accept-encoding": "gzip" })];
    const names = (text: string) => (JSON.parse(text) as { name: string }[]).map((c) => c.name);
    const gunzipped = async (res: Response) => new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(names(await downtown.text())).toEqual(["Grace Baptist Church"]);
    expect(names(await westSide.text())).toEqual(["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]);
    expect(names(await gunzipped(downtownGz))).toEqual(["Grace Baptist Church"]);
    expect(names(await gunzipped(westSideGz))).toEqual(["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]);
  });

  const cases: [string, string[]][] = [
    ["?denomination=Baptist", ["Grace Baptist Church", "Iglesia Bautista Emanuel"]],
    ["?area=West%20Side", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?featured=true", ["Alamo Heights Methodist", "Grace Baptist Church"]],
    ["?featured=false", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?worshipStyle=liturgical", ["St. Luke Catholic Church"]],
    ["?language=spanish", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?language=english", ["Alamo Heights Methodist", "Grace Baptist Church", "St. Luke Catholic Church"]],
    ["?search=grace", ["Grace Baptist Church"]],
    ["?search=gra", ["Grace Baptist Church"]],
    ["?search=zarzamora", ["Iglesia Bautista Emanuel"]],
    ["?search=catholic", ["St. Luke Catholic Church"]],
    ["?search=west%20side", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?search=%22)%20OR%20*", []],
    ["?search=%20%20", ["Alamo Heights Methodist", "Grace Baptist Church", "Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?search=iglesia&denomination=Baptist&area=West%20Side&language=spanish&worshipStyle=gospel", ["Iglesia Bautista Emanuel"]],
    ["?denomination=Baptist&area=Alamo%20Heights", []],
    ["?denomination=Unknown", []],
    ["?search=awaiting", []],
    ["?limit=2", ["Alamo Heights Methodist", "Grace Baptist Church"]],
    ["?limit=2&page=2", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?limit=2&page=9", []],
    ["?worshipStyle=&language=&area=", ["Alamo Heights Methodist", "Grace Baptist Church", "Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    // Options in any case, as people and links type them.
    ["?language=Spanish", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?language=SPANISH", ["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]],
    ["?worshipStyle=Liturgical", ["St. Luke Catholic Church"]],
    ["?featured=TRUE", ["Alamo Heights Methodist", "Grace Baptist Church"]],
    ["?denomination=baptist&area=WEST%20SIDE&language=Spanish&worshipStyle=GOSPEL", ["Iglesia Bautista Emanuel"]],
  ];
  for (const [query, expected] of cases) {
    test(`${decodeURIComponent(query)} → ${expected.length} churches`, async () => {
      const { names, res } = await list(query);
      expect(res.status).toBe(200);
      expect(names).toEqual(expected);
    });
  }

  test("each church carries the spec's fields, coordinates as strings, and its languages", async () => {
    const res = await app.request("/api/churches?search=grace");
    const [church] = (await res.json()) as PublicChurch[];
    expect(church).toMatchObject({
      id: grace,
      slug: "grace-baptist-church",
      denomination: "Baptist",
      area: "Downtown",
      zip: "78205",
      latitude: "29.4241",
      longitude: "-98.4936",
      services: ["Sunday 10:00 AM"],
      featured: true,
      isPremium: true,
      worshipStyle: "traditional",
      languages: ["english"],
    });
    expect(church).not.toHaveProperty("ownerId");
    expect(church).not.toHaveProperty("status");
  });

  test("a list leaves out special services unless view=full; the church's own answer has them (decision 0078)", async () => {
    const added = createChurch(app.db, { name: "Nochebuena Chapel", slug: "nochebuena", denomination: "Catholic", area: "Downtown", services: ["Sunday 9:00 AM"], specialServices: [{ occasion: "christmas-eve", date: "2099-12-24", time: "23:00", language: "spanish", title: "", note: "", durationMinutes: 60 }] });
    const [lean] = (await (await app.request("/api/churches?search=nochebuena")).json()) as PublicChurch[];
    expect(lean).not.toHaveProperty("specialServices");
    expect(lean).toMatchObject({ services: ["Sunday 9:00 AM"], serviceTimes: [{ day: "sunday", time: "09:00" }], nextService: { day: "sunday", time: "09:00" } });
    const [full] = (await (await app.request("/api/churches?search=nochebuena&view=full")).json()) as PublicChurch[];
    expect(full!.specialServices).toMatchObject([{ occasion: "christmas-eve", date: "2099-12-24", time: "23:00" }]);
    const one = (await (await app.request("/api/churches/nochebuena")).json()) as PublicChurch;
    expect(one.specialServices).toHaveLength(1);
    // The other tests count the churches of beforeAll.
    app.db.delete(churches).where(eq(churches.id, added.id)).run();
  });

  test("refuses bad query values with 400 and a clear message", async () => {
    for (const [query, message] of [
      ["?worshipStyle=loud", "Unknown worship style"],
      ["?language=klingon", "Unknown language"],
      ["?page=0", "page is a whole number from 1"],
      ["?limit=1000", "limit is a whole number from 1 to 100"],
      ["?featured=maybe", "featured is true or false"],
      ["?view=everything", "view is full or left out"],
      [`?search=${"x".repeat(101)}`, "At most 100 characters"],
    ]) {
      const res = await app.request(`/api/churches${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
  });
});

describe("GET /api/churches/{id}", () => {
  test("finds a church by numeric id and by slug", async () => {
    const byId = await app.request(`/api/churches/${grace}`);
    expect(byId.status).toBe(200);
    expect((await byId.json()).name).toBe("Grace Baptist Church");
    const bySlug = await app.request("/api/churches/grace-baptist-church");
    expect((await bySlug.json()).id).toBe(grace);
  });

  test("answers 404 for unknown, pending and rejected churches", async () => {
    for (const key of ["999999", "no-such-church", "pending-chapel", "rejected", "x".repeat(300)]) {
      const res = await app.request(`/api/churches/${key}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe("Church not found");
    }
  });
});

describe("map points", () => {
  test("answer [id, lat, lng, featured, name] for matching churches", async () => {
    const res = await app.request("/api/churches/map?denomination=Baptist");
    const points = (await res.json()) as (number | string)[][];
    expect(points).toHaveLength(2);
    expect(points).toContainEqual([grace, 29.4241, -98.4936, 1, "Grace Baptist Church"]);
  });
});

describe("option lists", () => {
  test("denominations and areas come from the database, cached for an hour", async () => {
    const denominations = await app.request("/api/denominations");
    expect(denominations.headers.get("cache-control")).toBe("public, max-age=3600");
    const names = ((await denominations.json()) as { name: string }[]).map((d) => d.name);
    expect(names).toContain("Baptist");
    expect(names.length).toBeGreaterThanOrEqual(25);
    const areas = ((await (await app.request("/api/areas")).json()) as { name: string }[]).map((a) => a.name);
    expect(areas).toContain("Alamo Heights");
    expect(areas).not.toContain("North East");
  });
});

describe("GET /api/directory", () => {
  const directory = async (query: string) => (await (await app.request(`/api/directory${query}`)).json()) as DirectoryResults;
  const names = (churches: { name: string }[]) => churches.map((c) => c.name);

  test("answers featured matches over the others, merged once: one count, one page count", async () => {
    const results = await directory("?denomination=Baptist");
    expect(names(results.featured)).toEqual(["Grace Baptist Church"]);
    expect(names(results.others)).toEqual(["Iglesia Bautista Emanuel"]);
    expect({ page: results.page, pageCount: results.pageCount, total: results.total }).toEqual({ page: 1, pageCount: 1, total: 2 });
  });

  test("is the very object the directory page renders for the same query string", async () => {
    const query = "?area=West%20Side&view=list";
    const html = await (await app.request(`/directory${query}`)).text();
    const props = JSON.parse(html.match(/<div data-island="DirectoryExplorer">.*?<script type="application\/json" data-island-props="">(.*?)<\/script>/s)![1]!);
    expect(props.initialResults).toEqual(await directory(query));
    expect(props.initialQuery).toEqual({ area: "West Side", page: 1, view: "list" });
  });

  test("ignores values the page ignores, instead of failing", async () => {
    const res = await app.request(`/api/directory?worshipStyle=loud&page=abc&search=${"x".repeat(101)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as DirectoryResults).total).toBe(4);
  });

  test("pages the matches as one list, featured first: no featured church on a later page while others precede it", async () => {
    const paged = await createTestApp();
    for (let i = 1; i <= 7; i++) createChurch(paged.db, { name: `Featured ${i}`, slug: `featured-${i}`, featured: true });
    for (let i = 10; i <= 23; i++) createChurch(paged.db, { name: `Plain ${i}`, slug: `plain-${i}` });
    const first = (await (await paged.request("/api/directory")).json()) as DirectoryResults;
    expect(names(first.featured)).toEqual(["Featured 1", "Featured 2", "Featured 3", "Featured 4", "Featured 5", "Featured 6", "Featured 7"]);
    expect(names(first.others)).toEqual(Array.from({ length: 11 }, (_, i) => `Plain ${10 + i}`));
    const second = (await (await paged.request("/api/directory?page=2")).json()) as DirectoryResults;
    expect(names(second.featured)).toEqual([]);
    expect(names(second.others)).toEqual(["Plain 21", "Plain 22", "Plain 23"]);
    expect({ page: second.page, pageCount: second.pageCount, total: second.total }).toEqual({ page: 2, pageCount: 2, total: 21 });
    paged.close();
  });
});

describe("remembered counts and pins follow the data (docs/decisions/0042-whole-country-bench.md)", () => {
  test("a new church is counted and pinned at once, whatever query string asks", async () => {
    const own = await createTestApp();
    try {
      createChurch(own.db, { name: "First Sunday Church", services: ["Sunday 10:00 AM"], latitude: 29.43, longitude: -98.49 });
      const total = async (extra: string) => (await own.request(`/api/churches?day=sunday&from=09:00&to=12:00&limit=1${extra}`)).headers.get("x-total-count");
      const pins = async () => ((await (await own.request("/api/churches/map?day=sunday")).json()) as unknown[]).length;
      expect(await total("")).toBe("1");
      expect(await pins()).toBe(1);
      createChurch(own.db, { name: "Second Sunday Church", services: ["Sunday 11:00 AM"], latitude: 29.44, longitude: -98.5 });
      expect(await total("&page=1")).toBe("2");
      expect(await pins()).toBe(2);
      const map = await own.request("/api/churches/map?day=sunday");
      expect(map.headers.get("content-type")).toBe("application/json;charset=utf-8");
    } finally {
      own.close();
    }
  });
});
