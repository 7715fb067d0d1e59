import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addDays } from "../../contract/service-times/calendar-days";
import { comingDates } from "../../contract/service-times/match";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

/** Search by a day finds what happens on its coming date (docs/service-times.md, Search on a date). */
let app: TestApp;
let owner: string;
const sunday = comingDates(["sunday"], new Date())[0]!.date;
const names = async (query: string) => ((await (await app.request(`/api/churches?${query}`)).json()) as { name: string; matchingService?: unknown }[]).map((c) => [c.name, c.matchingService]);

beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app.db, { username: "dated-owner" });
  owner = `sid=${createSession(app.db, user.id)}`;
  const church = createChurch(app.db, { name: "Dated Chapel", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "08:00", language: "english", kind: "worship" }, { day: "sunday", time: "11:00", language: "spanish", kind: "mass" }] });
  createChurch(app.db, { name: "Steady Church", serviceTimes: [{ day: "sunday", time: "08:00", language: "english", kind: "worship" }] });
  const post = (body: object) => app.request(`/api/user/churches/${church.id}/exceptions`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: owner, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect((await post({ date: sunday, time: "08:00", kind: "cancelled", note: "Storm damage" })).status).toBe(200);
  expect((await post({ date: sunday, time: "11:00", kind: "moved", newTime: "12:30", note: "Confirmation Mass" })).status).toBe(200);
});
afterAll(() => app.close());

describe("search on the coming date", () => {
  test("a service cancelled this Sunday is not found for this Sunday; with weekly=1 the pattern still is", async () => {
    expect(await names("day=sunday&from=07:30&to=08:30")).toEqual([["Steady Church", { day: "sunday", time: "08:00", durationMinutes: 60, language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "", date: sunday }]]);
    expect((await names("day=sunday&from=07:30&to=08:30&weekly=1")).map(([name]) => name)).toEqual(["Dated Chapel", "Steady Church"]);
  });

  test("a moved service is found at its new time, and not at its old one; its language and kind still count", async () => {
    expect(await names("day=sunday&from=12:00&to=13:00")).toEqual([["Dated Chapel", { day: "sunday", time: "12:30", durationMinutes: 60, language: "spanish", asl: false, kind: "mass", note: "", attendance: "in-person", streamUrl: "", date: sunday }]]);
    expect(await names("day=sunday&from=10:30&to=11:30")).toEqual([]);
    expect((await names("day=sunday&from=12:00&to=13:00&language=spanish&kind=mass")).map(([name]) => name)).toEqual(["Dated Chapel"]);
    expect(await names("day=sunday&from=12:00&to=13:00&language=english")).toEqual([]);
  });

  test("date= searches one date: that Sunday without the cancelled service, the next Sunday with it; beyond 62 days is refused", async () => {
    expect((await names(`date=${sunday}&from=07:30&to=08:30`)).map(([name]) => name)).toEqual(["Steady Church"]);
    expect((await names(`date=${addDays(sunday, 7)}&from=07:30&to=08:30`)).map(([name]) => name)).toEqual(["Dated Chapel", "Steady Church"]);
    expect((await names(`date=${addDays(sunday, 1)}`)).map(([name]) => name)).toEqual([]);
    const refused = await app.request(`/api/churches?date=${addDays(sunday, 70)}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { details: { fields: Record<string, string> } }).details.fields).toEqual({ date: "date is a date from today to 62 days on, as YYYY-MM-DD" });
  });

  test("the directory's page finds the same, and the map's pins agree", async () => {
    const page = await (await app.request("/directory?day=sunday&from=12:00&to=13:00")).text();
    expect(page).toContain("Dated Chapel");
    expect(page).not.toContain("Steady Church");
    // A church with a cancellation says so on its card, before its times, in the page's language.
    expect(await (await app.request("/directory?search=dated")).text()).toMatch(/Cancelled: Sunday, [A-Z][a-z]{2} \d+, 8:00 AM/);
    expect(await (await app.request("/es/directory?search=dated")).text()).toMatch(/Cancelado: Domingo, \d+ [a-z]{3}\.?, 8:00 a\. ?m\./);
    const pins = (await (await app.request("/api/churches/map?day=sunday&from=07:30&to=08:30")).json()) as [number, number, number, number, string][];
    expect(pins.map((pin) => pin[4])).toEqual(["Steady Church"]);
  });
});
