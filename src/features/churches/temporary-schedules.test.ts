import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import type { ChurchProfile } from "../../contract/churches";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

/** Temporary schedules and closures (docs/service-times.md, Temporary schedules), through the server. */
let app: TestApp;
let owner: string;
let other: string;
let advent: number;
let closed: number;
// Friday 27 November 2026, noon in San Antonio.
const NOW = new Date("2026-11-27T18:00:00Z");

beforeAll(async () => {
  setSystemTime(NOW);
  app = await createTestApp();
  const user = await createUser(app.db, { username: "schedule-owner" });
  owner = `sid=${createSession(app.db, user.id)}`;
  other = `sid=${createSession(app.db, (await createUser(app.db, { username: "someone-else" })).id)}`;
  advent = createChurch(app.db, { name: "Advent Chapel", slug: "advent-chapel", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "09:00" }, { day: "sunday", time: "11:00", language: "spanish" }] }).id;
  closed = createChurch(app.db, { name: "Storm Church", slug: "storm-church", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "10:00" }] }).id;
});
afterAll(() => {
  setSystemTime();
  app.close();
});

const post = (id: number, body: object, cookie = owner) =>
  app.request(`/api/user/churches/${id}/schedules`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
const fields = async (res: Response) => ((await res.json()) as { details: { fields: Record<string, string> } }).details.fields;
const profile = async (slug: string) => (await (await app.request(`/api/churches/${slug}`)).json()) as ChurchProfile;
/** A page's text as a reader meets it: React's separators dropped. */
const page = async (path: string, cookie?: string) => (await (await app.request(path, cookie ? { headers: { cookie } } : {})).text()).replaceAll("<!-- -->", "");
const found = async (query: string) => ((await (await app.request(`/api/churches?${query}`)).json()) as { name: string; matchingService?: { time: string; date?: string } }[]).map((c) => [c.name, c.matchingService?.time]);

describe("temporary schedules and closures", () => {
  test("bad schedules are refused naming the field, and another owner's church is not found", async () => {
    expect(await fields(await post(advent, { kind: "replaced", startsOn: "2026-12-20", endsOn: "2026-12-06", services: [{ day: "sunday", time: "10:00" }] }))).toEqual({ endsOn: "Choose the last date, on or after the first" });
    expect(await fields(await post(advent, { kind: "replaced", startsOn: "2026-12-06", endsOn: "2026-12-20" }))).toEqual({ services: "List the services held meanwhile" });
    expect(await fields(await post(advent, { kind: "closed", startsOn: "2026-12-06", endsOn: "2026-12-20" }))).toEqual({ note: "Say what visitors should know, for example where you worship meanwhile" });
    expect(await fields(await post(advent, { kind: "closed", startsOn: "2026-11-01", endsOn: "2026-11-20", note: "Gone" }))).toEqual({ endsOn: "Choose a last date from today on" });
    expect(await fields(await post(advent, { kind: "closed", startsOn: "2026-12-01", endsOn: "2028-01-20", note: "Long" }))).toEqual({ endsOn: "A temporary schedule lasts at most a year" });
    expect(await fields(await post(advent, { kind: "teleported", startsOn: "2026-12-01", endsOn: "2026-12-02" }))).toEqual({ kind: "Choose a temporary schedule or a closure" });
    // Found by fuzzing: a date that is an object whose toString is not a function.
    const odd = await post(advent, { kind: "closed", startsOn: { toString: "" }, endsOn: "2026-12-02", note: "x" });
    expect([odd.status, await fields(odd)]).toEqual([422, { startsOn: "Choose the first date, as YYYY-MM-DD" }]);
    expect((await post(advent, { kind: "closed", startsOn: "2026-12-06", endsOn: "2026-12-20", note: "Not yours" }, other)).status).toBe(404);
    expect((await profile("advent-chapel")).notices).toEqual([]);
  });

  test("a replaced pattern: notices, the next service, the occurrences and search on its dates follow it", async () => {
    expect((await post(advent, { kind: "replaced", startsOn: "2026-12-06", endsOn: "2026-12-20", note: "Advent: one service at 10:00", services: [{ day: "sunday", time: "10:00", language: "bilingual" }] })).status).toBe(200);
    expect(await fields(await post(advent, { kind: "closed", startsOn: "2026-12-20", endsOn: "2026-12-24", note: "Overlap" }))).toEqual({ startsOn: "This overlaps another temporary schedule: change or remove that one first" });
    const church = await profile("advent-chapel");
    expect(church.notices).toEqual([{ kind: "schedule", from: "2026-12-06", to: "2026-12-20", text: "Advent: one service at 10:00" }]);
    const occurrences = (await (await app.request(`/api/churches/${advent}/occurrences?from=2026-11-29&to=2026-12-06`)).json()) as { date: string; time: string; language: string }[];
    expect(occurrences.map((o) => [o.date, o.time, o.language])).toEqual([
      ["2026-11-29", "09:00", "english"],
      ["2026-11-29", "11:00", "spanish"],
      ["2026-12-06", "10:00", "bilingual"],
    ]);
    // On 6 December the 9:00 service is not there, the schedule's 10:00 is; by the weekly pattern the 9:00 still is.
    expect(await found("date=2026-12-06&from=08:30&to=09:30")).toEqual([]);
    expect(await found("date=2026-12-06&from=09:30&to=10:30&language=spanish")).toEqual([["Advent Chapel", "10:00"]]);
    expect(await found("date=2026-12-06&from=08:30&to=09:30&weekly=1")).toEqual([["Advent Chapel", "09:00"]]);
    expect(await found("date=2026-12-27&from=08:30&to=09:30")).toEqual([["Advent Chapel", "09:00"]]);
    // On its dates an exception is about the schedule's services, not the usual ones.
    const except = (time: string) =>
      app.request(`/api/user/churches/${advent}/exceptions`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: owner, "content-type": "application/json" }, body: JSON.stringify({ date: "2026-12-13", time, kind: "cancelled" }) });
    expect((await except("09:00")).status).toBe(422);
    expect((await except("10:00")).status).toBe(200);
    expect((await found("date=2026-12-13&from=09:30&to=10:30")).map(([name]) => name)).not.toContain("Advent Chapel");
    // The profile says so above the times, in both languages.
    expect((await page("/church/advent-chapel")).includes("Temporary schedule:</span> Dec 6 – Dec 20")).toBe(true);
    expect((await page("/es/church/advent-chapel")).includes("Horario temporal:</span> del 6 dic al 20 dic")).toBe(true);
  });

  test("a closure: the card says closed and where the church worships; it is still found, and no service is next until it ends", async () => {
    expect((await post(closed, { kind: "closed", startsOn: "2026-11-27", endsOn: "2026-12-12", note: "Worshipping at St. Mark's hall, 1200 Main St", noteEs: "Nos reunimos en el salón de St. Mark, 1200 Main St" })).status).toBe(200);
    const church = await profile("storm-church");
    expect(church.notices).toEqual([{ kind: "closed", from: "2026-11-27", to: "2026-12-12", text: "Worshipping at St. Mark's hall, 1200 Main St", textEs: "Nos reunimos en el salón de St. Mark, 1200 Main St" }]);
    // The Spanish pages say the church's Spanish note.
    expect((await page("/es/directory?day=sunday")).includes("Cerrado hasta el 12 dic<span> · Nos reunimos en el salón de St. Mark, 1200 Main St</span>")).toBe(true);
    expect((await page("/es/church/storm-church")).includes("Cerrado:</span> hasta el 12 dic<span> · Nos reunimos en el salón de St. Mark, 1200 Main St</span>")).toBe(true);
    expect(church.nextService).toMatchObject({ date: "2026-12-13", time: "10:00" });
    expect((await page("/directory?day=sunday")).includes("Closed until Dec 12<span> · Worshipping at St. Mark&#x27;s hall, 1200 Main St</span>")).toBe(true);
    expect((await found("day=sunday&from=09:30&to=10:30")).map(([name]) => name)).toContain("Storm Church");
  });

  test("without JavaScript: the page's form posts, a line the parser cannot read comes back with its message and what was typed; Remove takes it back", async () => {
    const form = (body: Record<string, string>, path = `/api/user/churches/${advent}/schedules`) =>
      app.request(path, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: owner, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body).toString(), redirect: "manual" });
    const refused = await form({ kind: "replaced", startsOn: "2027-01-03", endsOn: "2027-01-31", note: "Winter", services: "Sunday 10:00 AM\nsometime after lunch" });
    expect(refused.status).toBe(303);
    const back = refused.headers.get("location")!;
    expect(back).toStartWith(`/church-edit/${advent}/changes?`);
    const again = await page(back, owner);
    expect(again.includes("Write each service on its own line, like Sunday 9:30 AM or Sunday 11:00 AM · Spanish")).toBe(true);
    expect(again.includes("sometime after lunch</textarea>")).toBe(true);
    const saved = await form({ kind: "replaced", startsOn: "2027-01-03", endsOn: "2027-01-31", note: "Winter", services: "Sunday 10:00 AM\r\nSunday 12:00 PM · Spanish" });
    expect(saved.headers.get("location")).toBe(`/church-edit/${advent}/changes?scheduled=1`);
    const listed = await page(`/church-edit/${advent}/changes?scheduled=1`, owner);
    expect(listed.includes("Saved: visitors see the schedule now.")).toBe(true);
    expect(listed.includes("Sunday 10:00 AM | Sunday 12:00 PM · Spanish")).toBe(true);
    // The 'Remove' of the winter schedule: the form after its words.
    const id = /schedules\/(\d+)\/delete/.exec(listed.slice(listed.indexOf("Winter")))![1];
    const removed = await form({}, `/api/user/churches/${advent}/schedules/${id}/delete`);
    expect(removed.headers.get("location")).toBe(`/church-edit/${advent}/changes?unscheduled=1`);
    const after = await page(`/church-edit/${advent}/changes`, owner);
    expect([after.includes("Winter"), after.includes("Advent: one service at 10:00")]).toEqual([false, true]);
  });
});
