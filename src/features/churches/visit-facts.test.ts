import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ChurchProfile, PublicChurch } from "../../contract/churches";
import type { DirectoryResults } from "../../contract/directory";
import { weeklyService } from "../../contract/service-times/testing";
import { ACCESS_FACTS, accessMessage, FAMILY_FACTS, familyMessage, type FactKey } from "../../contract/visit-facts";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { churchStructuredData } from "./structured-data";

// Visit facts in answers and in search (docs/visit-facts.md).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ALL: FactKey[] = [...ACCESS_FACTS, ...FAMILY_FACTS];
const get = async <T,>(path: string) => (await (await app.request(path)).json()) as T;

describe("answers", () => {
  test("every church carries access, family and practical with every key; not said is null", async () => {
    const id = createChurch(app.db, { name: "Quiet Chapel" }).id;
    const church = await get<ChurchProfile>(`/api/churches/${id}`);
    expect(Object.keys(church.access)).toEqual([...ACCESS_FACTS]);
    expect(Object.keys(church.family)).toEqual([...FAMILY_FACTS]);
    expect(Object.values({ ...church.access, ...church.family }).every((v) => v === null)).toBe(true);
    expect(church.practical).toEqual({ parking: null, livestream: null, serviceMinutes: null, dress: null, firstVisit: "" });
  });

  test("a fact said yes or no reads back as said; an ASL-interpreted service makes ASL yes", async () => {
    const id = createChurch(app.db, {
      name: "Said Church",
      serviceTimes: [weeklyService({ time: "11:00", asl: true })],
      visitFacts: { said: { "step-free": true, nursery: false, asl: false }, practical: { parking: "street", dress: "casual", serviceMinutes: 75, firstVisit: "Coffee first." } },
    }).id;
    const church = await get<ChurchProfile>(`/api/churches/${id}`);
    expect(church.access).toMatchObject({ "step-free": true, asl: true, "hearing-loop": null });
    expect(church.family).toMatchObject({ nursery: false, youth: null });
    expect(church.practical).toEqual({ parking: "street", livestream: null, serviceMinutes: 75, dress: "casual", firstVisit: "Coffee first." });
  });
});

describe("search", () => {
  test("the SQL finds exactly the churches whose every named fact is true, for one and two facts of every key", async () => {
    // A spread of churches: each fact yes, no or not said by the church's number, a few with an ASL service.
    for (let i = 0; i < 30; i++) {
      const said = Object.fromEntries(ALL.flatMap((key, n) => ((i + n) % 3 === 0 ? [[key, true]] : (i + n) % 3 === 1 ? [[key, false]] : [])));
      createChurch(app.db, { name: `Spread ${String(i).padStart(2, "0")}`, visitFacts: { said }, serviceTimes: [weeklyService({ asl: i % 7 === 0 })] });
    }
    const everyone = await get<PublicChurch[]>("/api/churches?limit=100");
    const reference = (keys: FactKey[]) =>
      everyone
        .filter((c) => keys.every((k) => ({ ...c.access, ...c.family })[k] === true))
        .map((c) => c.name)
        .sort();
    const query = (keys: FactKey[]) => {
      const access = keys.filter((k) => (ACCESS_FACTS as readonly string[]).includes(k));
      const family = keys.filter((k) => (FAMILY_FACTS as readonly string[]).includes(k));
      return [access.length ? `access=${access.join(",")}` : "", family.length ? `family=${family.join(",")}` : ""].filter(Boolean).join("&");
    };
    const cases: FactKey[][] = [...ALL.map((k) => [k]), ...ALL.map((k, i) => [k, ALL[(i + 4) % ALL.length]!])];
    for (const keys of cases) {
      const found = await get<PublicChurch[]>(`/api/churches?limit=100&${query(keys)}`);
      expect({ keys, names: found.map((c) => c.name).sort() }).toEqual({ keys, names: reference(keys) });
    }
    // Some cases must find churches, or the comparison proves little.
    expect(reference(["asl"]).length).toBeGreaterThan(0);
  });

  test("a GET form's repeated boxes read as the list, combined with other filters; the directory and the map agree", async () => {
    createChurch(app.db, { name: "Step Nursery Baptist", denomination: "Baptist", visitFacts: { said: { "step-free": true, nursery: true } } });
    createChurch(app.db, { name: "Step Only Baptist", denomination: "Baptist", visitFacts: { said: { "step-free": true } } });
    createChurch(app.db, { name: "Step Nursery Methodist", denomination: "Methodist", visitFacts: { said: { "step-free": true, nursery: true } } });
    const api = await get<PublicChurch[]>("/api/churches?denomination=Baptist&access=step-free&family=nursery&limit=100");
    expect(api.map((c) => c.name)).toEqual(["Step Nursery Baptist"]);
    const directory = await get<DirectoryResults>("/api/directory?denomination=Baptist&access=step-free&family=nursery");
    expect([...directory.featured, ...directory.others].map((c) => c.name)).toEqual(["Step Nursery Baptist"]);
    expect([...directory.featured, ...directory.others][0]!.badges).toEqual(["step-free", "nursery"]);
    const map = await get<[number, number, number, number, string][]>("/api/churches/map?denomination=Baptist&access=step-free&family=nursery");
    expect(map.map((p) => p[4])).toEqual(["Step Nursery Baptist"]);
    const page = await (await app.request("/directory?denomination=Baptist&access=step-free&family=nursery")).text();
    expect(page).toContain("Step Nursery Baptist");
    expect(page).not.toContain("Step Only Baptist");
    expect(page).toMatch(/name="access" checked="" value="step-free"/);
    expect(page).toContain("Filters (3)");
  });

  test("an unknown fact is a 400 naming the field; the directory names it and goes on", async () => {
    for (const [query, message] of [
      ["access=flying", accessMessage],
      ["family=nursery,pets", familyMessage],
    ] as const) {
      const answer = await app.request(`/api/churches?${query}`);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(message);
      expect((await app.request(`/api/churches/map?${query}`)).status).toBe(400);
      const directory = await get<DirectoryResults>(`/api/directory?${query}`);
      expect(directory.problems).toContain(message);
    }
  });
});

describe("JSON-LD", () => {
  test("amenityFeature lists the facts said, yes and no, and leaves out the ones not said", async () => {
    const id = createChurch(app.db, { name: "Amenity Church", visitFacts: { said: { "step-free": true, "hearing-loop": false } } }).id;
    const church = await get<ChurchProfile>(`/api/churches/${id}`);
    const data = churchStructuredData(church, "https://example.org/church/amenity") as { amenityFeature: unknown[] };
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Step-free entrance", value: true },
      { "@type": "LocationFeatureSpecification", name: "Hearing loop or assistive listening", value: false },
    ]);
    const none = await get<ChurchProfile>(`/api/churches/${createChurch(app.db, { name: "No Facts Church" }).id}`);
    expect(churchStructuredData(none, "https://example.org/x")).not.toHaveProperty("amenityFeature");
  });
});

describe("the profile", () => {
  test("'What to Expect' shows each fact in words beside its icon, ASL with its service, and 'Not provided yet' with a link to suggest an update", async () => {
    const church = createChurch(app.db, {
      name: "Profile Facts Church",
      slug: "profile-facts",
      serviceTimes: [weeklyService({ time: "11:00", asl: true })],
      visitFacts: { said: { "step-free": true, nursery: false }, practical: { parking: "on-site", firstVisit: "Greeters <b>meet</b> you." } },
    });
    const html = await (await app.request("/church/profile-facts")).text();
    expect(html).toContain("What to Expect");
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain("Step-free entrance</span>: <!-- -->Yes");
    expect(html).toContain("Nursery or childcare during services</span>: <!-- -->No");
    expect(html).toContain("(Sunday 11:00 AM · ASL)");
    expect(html).toContain("Greeters &lt;b&gt;meet&lt;/b&gt; you.");
    expect(html).toContain("Not provided yet");
    expect(html).toContain(`href="/verify-church/${church.id}">Suggest an update`);
    expect(html).toContain('"amenityFeature"');
    const empty = createChurch(app.db, { name: "Unsaid Church", slug: "unsaid" });
    const unsaid = await (await app.request("/church/unsaid")).text();
    expect(unsaid).toContain('data-testid="facts-missing"');
    expect(unsaid).toContain(`href="/verify-church/${empty.id}">Suggest an update`);
  });
});
