import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { PublicChurch } from "../../contract/churches";
import type { DirectoryResults } from "../../contract/directory";
import { haversineMiles } from "../../contract/distance";
import { NEAR_MESSAGE, RADIUS_MESSAGE } from "../../contract/near";
import { DAY_MESSAGE, FROM_MESSAGE, KIND_MESSAGE, SORT_MESSAGE, SORT_NEEDS_NEAR_MESSAGE, TO_BEFORE_FROM_MESSAGE, TO_MESSAGE, type ServiceSearch } from "../../contract/service-search";
import { matchesService } from "../../contract/service-times/match";
import { SERVICE_KINDS, WEEKDAYS, type WeeklyService } from "../../contract/service-times/options";
import { weeklyService } from "../../contract/service-times/testing";
import type { ServiceLanguage } from "../../contract/options";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";
import { churchPages } from "./pages";
import { listChurches } from "./service";

// Searching by service time and distance (docs/service-times.md, Search).

const DOWNTOWN = { lat: 29.4241, lng: -98.4936 };
/** Saturday 4 July 2026, 12:00 in San Antonio (CDT). */
const SATURDAY_NOON = new Date("2026-07-04T17:00:00Z");

let app: TestApp;
const nominatim = startFakeNominatim({ "100 Commerce St": { lat: 29.4245, lon: -98.4925 } });
beforeAll(async () => {
  app = await createTestApp({ NOMINATIM_URL: nominatim.url });
});
afterAll(() => {
  app.close();
  nominatim.stop();
});

const names = (churches: PublicChurch[]) => churches.map((c) => c.name);

describe("the same service", () => {
  test("an English 9:00 and a Spanish 11:30 church is not a Spanish service between 9:00 and 9:30", async () => {
    createChurch(app.db, {
      name: "Two Services Church",
      serviceTimes: [weeklyService({ time: "09:00" }), weeklyService({ time: "11:30", language: "spanish" })],
    });
    const miss = await app.request("/api/churches?language=spanish&from=09:00&to=09:30");
    expect(names(await miss.json())).not.toContain("Two Services Church");
    const hit = (await (await app.request("/api/churches?language=spanish&from=11:00&to=12:00")).json()) as PublicChurch[];
    const church = hit.find((c) => c.name === "Two Services Church")!;
    expect(church.matchingService).toMatchObject({ day: "sunday", time: "11:30", language: "spanish" });
    // A language alone still means 'a service in that language'.
    expect(names(await (await app.request("/api/churches?language=spanish")).json())).toContain("Two Services Church");
  });

  test("the SQL finds exactly the churches matchesService finds, for every kind of condition", async () => {
    const { db } = await createTestApp();
    const languages: ServiceLanguage[] = ["english", "spanish", "bilingual", "other"];
    // A deterministic spread: every day, times across the day, every language and kind.
    const services: WeeklyService[][] = Array.from({ length: 40 }, (_, i) =>
      Array.from({ length: 1 + (i % 3) }, (_, j) =>
        weeklyService({
          day: WEEKDAYS[(i + 3 * j) % 7]!,
          time: `${String(7 + ((i * 5 + j * 7) % 14)).padStart(2, "0")}:${(i + j) % 2 ? "30" : "00"}`,
          language: languages[(i + j) % 4]!,
          kind: SERVICE_KINDS[(i * 3 + j) % SERVICE_KINDS.length]!,
        }),
      ),
    );
    const ids = services.map((serviceTimes, i) => createChurch(db, { name: `Church ${String(i).padStart(2, "0")}`, serviceTimes }).id);
    const filters: (ServiceSearch & { language?: ServiceLanguage })[] = [];
    for (const day of [undefined, "sunday", "wednesday", "today", "weekend"] as const)
      for (const [from, to] of [[undefined, undefined], ["09:00", "11:30"], ["18:00", undefined], [undefined, "08:00"]] as const)
        for (const language of [undefined, "english", "spanish", "bilingual"] as const)
          for (const kind of [undefined, "mass", "worship"] as const) if (day || from || to || kind) filters.push({ day, from, to, language, kind });
    let someFound = 0;
    for (const filter of filters) {
      const found = listChurches(db, filter, 1, 100, SATURDAY_NOON).churches.map((c) => c.id);
      const expected = ids.filter((_, i) => services[i]!.some((s) => matchesService(s, filter, SATURDAY_NOON)));
      expect({ filter, found }).toEqual({ filter, found: expected });
      if (expected.length > 0 && expected.length < ids.length) someFound++;
    }
    // Many searches find some churches and not others: the comparison says something.
    expect(someFound).toBeGreaterThan(filters.length / 3);
  });

  test("today and the weekend are San Antonio's, at request time", async () => {
    const { db } = await createTestApp();
    createChurch(db, { name: "Saturday Church", serviceTimes: [weeklyService({ day: "saturday", time: "17:00" })] });
    createChurch(db, { name: "Sunday Church", serviceTimes: [weeklyService({ day: "sunday" })] });
    createChurch(db, { name: "Friday Church", serviceTimes: [weeklyService({ day: "friday" })] });
    // 04:30 UTC on Sunday is still Saturday evening in San Antonio.
    const saturdayNight = new Date("2026-07-05T04:30:00Z");
    expect(names(listChurches(db, { day: "today" }, 1, 50, saturdayNight).churches)).toEqual(["Saturday Church"]);
    expect(names(listChurches(db, { day: "today" }, 1, 50, new Date("2026-07-05T05:30:00Z")).churches)).toEqual(["Sunday Church"]);
    expect(names(listChurches(db, { day: "weekend" }, 1, 50, saturdayNight).churches)).toEqual(["Saturday Church", "Sunday Church"]);
    // Across the change back to standard time (1 November 2026), Sunday still begins at local midnight.
    expect(names(listChurches(db, { day: "today" }, 1, 50, new Date("2026-11-01T05:30:00Z")).churches)).toEqual(["Sunday Church"]);
    expect(names(listChurches(db, { day: "today" }, 1, 50, new Date("2026-11-01T04:30:00Z")).churches)).toEqual(["Saturday Church"]);
  });

  test("a service to review is never found", async () => {
    const { db } = await createTestApp();
    createChurch(db, { name: "Unclear Church", services: ["Misa en español 1 PM"] });
    expect(listChurches(db, { from: "00:00", to: "23:59" }).churches).toEqual([]);
  });
});

describe("near", () => {
  test("finds churches within the radius, each with its distance, as haversine measures it", async () => {
    const { db } = await createTestApp();
    const points = [
      { name: "Downtown", lat: 29.4241, lng: -98.4936 },
      { name: "One mile north", lat: 29.4386, lng: -98.4936 },
      { name: "Four miles east", lat: 29.4241, lng: -98.4274 },
      // Inside the bounding box of 5 miles, outside the circle: the box's corner.
      { name: "Box corner", lat: 29.4241 + 0.065, lng: -98.4936 + 0.075 },
      { name: "Stone Oak", lat: 29.628, lng: -98.477 },
      { name: "No pin", lat: null, lng: null },
    ];
    for (const p of points) createChurch(db, { name: p.name, latitude: p.lat, longitude: p.lng });
    const found = listChurches(db, { near: DOWNTOWN, radius: 5, sort: "distance" }).churches;
    expect(names(found)).toEqual(["Downtown", "One mile north", "Four miles east"]);
    for (const church of found) {
      const exact = haversineMiles(DOWNTOWN, { lat: Number(church.latitude), lng: Number(church.longitude) });
      expect(church.distanceMiles).toBeCloseTo(exact, 2);
    }
    expect(haversineMiles(DOWNTOWN, { lat: 29.4891, lng: -98.4186 })).toBeGreaterThan(5);
    expect(names(listChurches(db, { near: DOWNTOWN, radius: 20, sort: "name" }).churches)).toEqual(["Box corner", "Downtown", "Four miles east", "One mile north", "Stone Oak"]);
    // The default radius is 5 miles; without near there is no distance.
    expect(listChurches(db, { near: DOWNTOWN }).total).toBe(3);
    expect(listChurches(db, {}).churches[0]!.distanceMiles).toBeUndefined();
  });

  test("sort=distance, name and time", async () => {
    const { db } = await createTestApp();
    createChurch(db, { name: "A Far Church", latitude: 29.46, longitude: -98.4936, serviceTimes: [weeklyService({ day: "saturday", time: "18:00" })] });
    createChurch(db, { name: "B Near Church", latitude: 29.425, longitude: -98.4936, serviceTimes: [weeklyService({ day: "sunday", time: "08:00" })] });
    createChurch(db, { name: "C Middle Church", latitude: 29.44, longitude: -98.4936, serviceTimes: [weeklyService({ day: "saturday", time: "12:00" }), weeklyService({ day: "friday", time: "19:00" })] });
    createChurch(db, { name: "D No Services", latitude: 29.43, longitude: -98.4936, services: [] });
    const order = (sort: "name" | "distance" | "time", more = {}) => names(listChurches(db, { near: DOWNTOWN, sort, ...more }, 1, 50, SATURDAY_NOON).churches);
    expect(order("name")).toEqual(["A Far Church", "B Near Church", "C Middle Church", "D No Services"]);
    expect(order("distance")).toEqual(["B Near Church", "D No Services", "C Middle Church", "A Far Church"]);
    // Saturday noon: C's 12:00 starts now, A's 18:00 later today, B's tomorrow; none last.
    expect(order("time")).toEqual(["C Middle Church", "A Far Church", "B Near Church", "D No Services"]);
    // With a service condition, the matching service's start decides: C's Friday is six days away.
    expect(order("time", { from: "18:00" })).toEqual(["A Far Church", "C Middle Church"]);
    expect(listChurches(db, { sort: "time", from: "18:00" }, 1, 50, SATURDAY_NOON).churches[1]!.matchingService).toMatchObject({ day: "friday", time: "19:00" });
  });
});

describe("bad values answer 400 naming the field", () => {
  const cases: [string, string][] = [
    ["day=funday", DAY_MESSAGE],
    ["from=25:00", FROM_MESSAGE],
    ["to=7pm", TO_MESSAGE],
    ["from=10:00&to=09:00", TO_BEFORE_FROM_MESSAGE],
    ["kind=picnic", KIND_MESSAGE],
    ["radius=500", RADIUS_MESSAGE],
    ["radius=0", RADIUS_MESSAGE],
    ["near=abc", NEAR_MESSAGE],
    ["near=95,-98", NEAR_MESSAGE],
    ["sort=stars", SORT_MESSAGE],
    ["sort=distance", SORT_NEEDS_NEAR_MESSAGE],
  ];
  for (const [query, message] of cases) {
    test(`?${query}`, async () => {
      const res = await app.request(`/api/churches?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    });
  }

  test("the map refuses them too; good values in any case are read", async () => {
    expect((await app.request("/api/churches/map?day=funday")).status).toBe(400);
    expect((await app.request("/api/churches?day=Sunday&from=9:00&to=12:00&kind=Worship&near=29.4241,-98.4936&radius=2.5&sort=time")).status).toBe(200);
  });
});

describe("the directory's typed place", () => {
  const directory = async (query: string) => (await (await app.request(`/api/directory?${query}`)).json()) as DirectoryResults;

  test("a ZIP code is the centre of the approved churches in it", async () => {
    createChurch(app.db, { name: "Zip One", zip: "78209", latitude: 29.48, longitude: -98.46 });
    createChurch(app.db, { name: "Zip Two", zip: "78209", latitude: 29.49, longitude: -98.47 });
    createChurch(app.db, { name: "Zip Pending", zip: "78209", latitude: 29.9, longitude: -98.9, status: "pending" });
    const results = await directory("location=78209&radius=1");
    expect(results.near).toEqual({ label: "Within 1 mile of 78209", point: { lat: 29.485, lng: -98.465 } });
    expect(results.problems).toEqual([]);
    expect([...results.featured, ...results.others].map((c) => c.name).sort()).toEqual(["Zip One", "Zip Two"]);
    expect(results.others[0]!.distanceMiles).toBeGreaterThan(0);
  });

  test("a ZIP code without churches is its area's; an unknown one says so", async () => {
    expect((await directory("location=78258")).near?.point).toEqual({ lat: 29.628, lng: -98.477 });
    const unknown = await directory("location=78999");
    expect(unknown.total).toBe(0);
    expect(unknown.problems).toEqual(["We could not find ZIP code 78999 in San Antonio. Try another ZIP code or a street address."]);
  });

  test("an address goes to the geocoder, else the area it names, else it says so", async () => {
    expect((await directory("location=100%20Commerce%20St")).near).toEqual({ label: "Within 5 miles of 100 Commerce St", point: { lat: 29.4245, lng: -98.4925 } });
    expect(nominatim.queries).toContain("100 Commerce St, San Antonio, TX ");
    expect((await directory("location=somewhere%20in%20Alamo%20Heights")).near?.point).toEqual({ lat: 29.4849, lng: -98.4653 });
    expect((await directory("location=Atlantis")).problems).toEqual(["We could not find “Atlantis” in San Antonio. Try a ZIP code or a street address."]);
  });

  test("the page shows what it could not use near the filters, and never fails", async () => {
    const res = await app.request("/directory?day=funday&from=25:00&radius=500&near=abc&sort=distance&location=Atlantis");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const message of [DAY_MESSAGE, FROM_MESSAGE, RADIUS_MESSAGE, NEAR_MESSAGE, "We could not find “Atlantis” in San Antonio."]) {
      expect(html).toContain(message);
    }
  });
});

test("every church answer and the profile carry the next service as visitors read it", async () => {
  const church = createChurch(app.db, { name: "Daily Chapel", serviceTimes: WEEKDAYS.map((day) => weeklyService({ day, time: "23:59" })) });
  const answer = (await (await app.request(`/api/churches/${church.id}`)).json()) as PublicChurch;
  // A service every day at 23:59 is next today, unless it is that very minute's end.
  expect(answer.nextServiceLabel).toMatch(/^(Today|Tomorrow) 11:59 PM$/);
  const html = await (await app.request(`/church/${church.slug}`)).text();
  expect(html).toContain(`Next service: ${answer.nextServiceLabel}`);
});

test("the directory, home, featured and profile pages expire when their next-service labels change", async () => {
  const church = createChurch(app.db, { name: "Soon Chapel", featured: true, serviceTimes: WEEKDAYS.map((day) => weeklyService({ day, time: "23:59" })) });
  const before = Date.now();
  for (const [path, params] of [["/", {}], ["/directory", {}], ["/featured", {}], ["/church/:idOrSlug", { idOrSlug: church.slug }]] as const) {
    const route = churchPages.find((r) => r.path === path)!;
    const result = await route.load({ ctx: app.ctx, params, url: new URL(`http://localhost${path}`), lang: "en", pageUrl: "http://localhost/", user: null, cookies: null });
    const expiresAt = "expiresAt" in result ? result.expiresAt!.getTime() : 0;
    // Within a day, and no later than this chapel's next 23:59 service ends.
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(before + 24 * 3600_000 + 60_000);
  }
});

test("GET /api/churches/{id}?near= adds the church's distance; a bad near answers 400", async () => {
  const church = createChurch(app.db, { name: "Measured Chapel", latitude: 29.4386, longitude: -98.4936 });
  const answer = (await (await app.request(`/api/churches/${church.id}?near=29.4241,-98.4936`)).json()) as PublicChurch;
  expect(answer.distanceMiles).toBeCloseTo(haversineMiles(DOWNTOWN, { lat: 29.4386, lng: -98.4936 }), 2);
  expect(((await (await app.request(`/api/churches/${church.id}`)).json()) as PublicChurch).distanceMiles).toBeUndefined();
  const bad = await app.request(`/api/churches/${church.id}?near=abc`);
  expect([bad.status, ((await bad.json()) as { error: string }).error]).toEqual([400, NEAR_MESSAGE]);
});
