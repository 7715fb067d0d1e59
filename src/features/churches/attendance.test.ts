import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import type { ChurchProfile } from "../../contract/churches";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { validForm } from "../../../tests/helpers/owner-forms-app";

/** Services attended in person, online or both (docs/service-times.md, Attendance). */
let app: TestApp;
let owner: string;
let ownedId: number;
// Sunday 29 November 2026, 10:00 in San Antonio (CST, UTC−6).
const NOW = new Date("2026-11-29T16:00:00Z");
const STREAM = "https://www.youtube.com/@gracestreams/live";
const names = async (query: string) => ((await (await app.request(`/api/churches?${query}`)).json()) as { name: string }[]).map((c) => c.name);

beforeAll(async () => {
  setSystemTime(NOW);
  app = await createTestApp();
  const user = await createUser(app.db, { username: "stream-owner" });
  owner = `sid=${createSession(app.db, user.id)}`;
  ownedId = createChurch(app.db, { name: "Grace Streams", slug: "grace-streams", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "09:00" }] }).id;
  createChurch(app.db, { name: "Online Chapel", slug: "online-chapel", serviceTimes: [{ day: "sunday", time: "11:00", attendance: "online", streamUrl: "https://online-chapel.example.org/live" }] });
  createChurch(app.db, { name: "Early Stream", serviceTimes: [{ day: "sunday", time: "09:45", attendance: "online", streamUrl: "https://early.example.org/live" }] });
  createChurch(app.db, { name: "Later Hybrid", serviceTimes: [{ day: "sunday", time: "13:00", attendance: "hybrid", streamUrl: "https://later.example.org/live" }] });
  createChurch(app.db, { name: "Pews Only", serviceTimes: [{ day: "sunday", time: "10:30" }] });
});
afterAll(() => {
  setSystemTime();
  app.close();
});

const save = (serviceTimes: object[]) =>
  app.request(`/api/user/churches/${ownedId}`, {
    method: "PUT",
    headers: { origin: TEST_ORIGIN, cookie: owner, "content-type": "application/json" },
    body: JSON.stringify(validForm({ name: "Grace Streams", services: undefined, serviceTimes, servicesToReview: [], specialServices: [] })),
  });

describe("attendance of a service", () => {
  test("an owner saves a hybrid service with its stream; answers carry its attendance and address", async () => {
    expect((await save([{ day: "sunday", time: "11:00", attendance: "hybrid", streamUrl: STREAM }])).status).toBe(200);
    const church = (await (await app.request(`/api/churches/${ownedId}`)).json()) as ChurchProfile;
    expect(church.serviceTimes).toMatchObject([{ day: "sunday", time: "11:00", attendance: "hybrid", streamUrl: STREAM }]);
    expect(church.nextService).toMatchObject({ time: "11:00", attendance: "hybrid", streamUrl: STREAM });
  });

  test("a stream on http, on a private address or missing is refused naming the row's field, and nothing changes", async () => {
    for (const [streamUrl, message] of <[string, string][]>[
      ["http://www.youtube.com/live", "Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live"],
      ["https://192.168.0.10/live", "Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live"],
      ["https://[::1]/live", "Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live"],
      ["", "An online service needs the address it streams at"],
    ]) {
      const res = await save([{ day: "sunday", time: "11:00", attendance: "online", streamUrl }]);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { details: { fields: Record<string, string> } }).details.fields).toEqual({ "serviceTimes.0.streamUrl": message });
    }
    const church = (await (await app.request(`/api/churches/${ownedId}`)).json()) as ChurchProfile;
    expect(church.serviceTimes[0]).toMatchObject({ attendance: "hybrid", streamUrl: STREAM });
  });

  test("attendance=online finds online and hybrid services, attendance=in-person the ones people can walk into", async () => {
    expect(await names("attendance=online")).toEqual(["Early Stream", "Grace Streams", "Later Hybrid", "Online Chapel"]);
    expect(await names("attendance=in-person")).toEqual(["Grace Streams", "Later Hybrid", "Pews Only"]);
    expect(await names("attendance=online&day=sunday&from=10:30&to=12:00")).toEqual(["Grace Streams", "Online Chapel"]);
    const bad = await app.request("/api/churches?attendance=teleport");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("attendance is in-person or online");
  });

  test("'Online now or soon' finds what began in the last half hour or begins in the next two hours, online", async () => {
    expect(await names("soon=1")).toEqual(["Early Stream", "Grace Streams", "Online Chapel"]);
    // Two hours later the 13:00 hybrid service is soon, the 9:45 one is over.
    setSystemTime(new Date(NOW.getTime() + 2 * 3_600_000));
    expect(await names("soon=1")).toEqual(["Later Hybrid"]);
    setSystemTime(NOW);
  });

  test("the profile says how a service is attended and links 'Watch online'; the Spanish page in Spanish", async () => {
    const html = await (await app.request("/church/online-chapel")).text();
    expect(html).toContain("Online only");
    expect(html).toContain('href="https://online-chapel.example.org/live" rel="noopener nofollow ugc">Watch online</a>');
    const es = await (await app.request("/es/church/online-chapel")).text();
    expect(es).toContain("Solo en línea");
    expect(es).toContain(">Ver en línea</a>");
    expect(await (await app.request("/church/grace-streams")).text()).toContain("In person and online");
  });

  test("the church's Livestream fact is its services' stream when it gave none", async () => {
    const church = (await (await app.request("/api/churches/online-chapel")).json()) as ChurchProfile;
    expect(church.practical.livestream).toBe("https://online-chapel.example.org/live");
  });

  test("JSON-LD: the coming online service is an online event at its VirtualLocation; a hybrid one is mixed, at both", async () => {
    const data = (slug: string) =>
      app.request(`/church/${slug}`).then(async (res) => {
        const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(await res.text())![1]!;
        return (JSON.parse(json) as { event?: { eventAttendanceMode: string; location: unknown; startDate: string }[] }).event ?? [];
      });
    expect(await data("online-chapel")).toMatchObject([
      { startDate: "2026-11-29T11:00:00-06:00", eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode", location: { "@type": "VirtualLocation", url: "https://online-chapel.example.org/live" } },
    ]);
    const [hybrid] = await data("grace-streams");
    expect(hybrid).toMatchObject({ eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode", location: [{ "@type": "Place", name: "Grace Streams" }, { "@type": "VirtualLocation", url: STREAM }] });
  });

  test("the calendar gives an online service its stream as URL and place, a hybrid one its stream as URL at the church", async () => {
    const online = await (await app.request("/church/online-chapel/calendar.ics")).text();
    expect(online).toContain("URL;VALUE=URI:https://online-chapel.example.org/live");
    expect(online).toContain("LOCATION:https://online-chapel.example.org/live");
    expect(online).toContain("DESCRIPTION:Watch online: https://online-chapel.example.org/live");
    const hybrid = await (await app.request("/church/grace-streams/calendar.ics")).text();
    expect(hybrid).toContain(`URL;VALUE=URI:${STREAM}`);
    expect(hybrid).not.toContain(`LOCATION:${STREAM}`);
  });

  test("a card links the matching service's stream, else the next service's", async () => {
    const html = await (await app.request("/directory?attendance=online")).text();
    const links = [...html.matchAll(/<a [^>]*href="(https:\/\/[^"]+)"[^>]*>Watch online/g)].map((m) => m[1]);
    expect(links.sort()).toEqual(["https://early.example.org/live", "https://later.example.org/live", "https://online-chapel.example.org/live", STREAM]);
    expect(await (await app.request("/directory?search=pews")).text()).not.toContain("Watch online");
  });
});
