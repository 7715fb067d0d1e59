import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import type { CalendarFeedView } from "../../contract/service-times/calendar-feed";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { syncDueCalendarFeeds } from "../../jobs/calendar-sync";
import { startCalendarFeeds } from "../../../tests/fakes/calendar-feeds";
import { GOOGLE_FEED_SERVICES } from "../../../tests/fixtures/calendar-feeds";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { setChurchServices } from "./service";

/**
 * Calendar sync through the app (docs/service-times.md, Calendar sync): a parish's Google calendar
 * and another's Outlook calendar, served by a local host, on a fixed day (Wednesday, February 24,
 * 2027, noon in San Antonio: the change to daylight time falls in the window).
 */
const NOON = new Date("2027-02-24T18:00:00Z");
const hoursLater = (hours: number) => new Date(NOON.getTime() + hours * 3_600_000);
const feeds = startCalendarFeeds("2027-02-24");
let app: TestApp;
let owner: string;
let stranger: string;
let parish: { id: number; slug: string };
let parroquia: { id: number; slug: string };

beforeAll(async () => {
  setSystemTime(NOON);
  app = await createTestApp({ CALENDAR_FEEDS_ALLOW_LOOPBACK: "1" });
  const user = await createUser(app.db, { username: "sync-pastor" });
  owner = `sid=${createSession(app.db, user.id)}`;
  stranger = `sid=${createSession(app.db, (await createUser(app.db, { username: "sync-stranger" })).id)}`;
  parish = createChurch(app.db, { name: "St. Example Parish", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "09:00", kind: "mass" }, { day: "sunday", time: "11:00", kind: "mass" }] });
  parroquia = createChurch(app.db, { name: "Parroquia de Ejemplo", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "09:00", kind: "mass", language: "spanish" }] });
});
afterAll(() => {
  app.close();
  feeds.stop();
  setSystemTime();
});

const feedPath = (id: number) => `/api/user/churches/${id}/calendar-feed`;
const send = async (method: string, path: string, body: unknown = {}, cookie = owner) => app.request(path, jsonRequest(method, body, { cookie }));
const view = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as CalendarFeedView;
};
const church = async (id: number) => (await (await app.request(`/api/churches/${id}`)).json()) as { specialServices: { date: string; time: string; title: string; language: string; durationMinutes: number }[]; notices: { kind: string; date: string; from: string; to?: string; text: string }[] };
const titles = async (id: number) => (await church(id)).specialServices.map((s) => `${s.date} ${s.time} ${s.title}`);
const google = { servicesMatch: "Mass, Carols", cancelMatch: "no service" };

describe("syncing a church's calendar", () => {
  test("saving the feed reads it at once: 8 special services and a cancelled Sunday 11:00, in the church's answer, its notices and its occurrences", async () => {
    const saved = await view(await send("PUT", feedPath(parish.id), { url: feeds.google, ...google }));
    expect(saved).toMatchObject({ url: feeds.google, status: "ok", paused: false, error: null, failures: 0, lastFetchedAt: NOON.toISOString(), leftOut: 0 });
    expect(saved.lastRun).toEqual({ at: NOON.toISOString(), counts: { added: 8, changed: 0, removed: 0, cancelled: 1, uncancelled: 0 }, undone: false });
    expect(await titles(parish.id)).toEqual(GOOGLE_FEED_SERVICES);
    expect((await church(parish.id)).notices).toEqual([{ kind: "cancelled", date: "2027-03-07", from: "11:00", text: "No service: parish picnic in the park" }]);
    const week = (await (await app.request(`/api/churches/${parish.slug}/occurrences?from=2027-03-05&to=2027-03-07`)).json()) as { date: string; time: string; status: string; title: string | null }[];
    expect(week.map((o) => `${o.date} ${o.time} ${o.status} ${o.title ?? "weekly"}`)).toEqual([
      "2027-03-05 19:00 scheduled Lessons and Carols",
      "2027-03-06 18:30 scheduled Youth Mass",
      "2027-03-07 09:00 scheduled weekly",
      "2027-03-07 11:00 cancelled weekly",
    ]);
    expect(feeds.requests.at(-1)).toMatchObject({ ifNoneMatch: null, host: new URL(feeds.url).host });
  });

  test("an hour later the hourly job asks conditionally, gets 304 and changes nothing; a feed read less than 50 minutes ago waits", async () => {
    const asked = feeds.requests.length;
    setSystemTime(hoursLater(0.5));
    expect(await syncDueCalendarFeeds(app.ctx)).toBeNull();
    setSystemTime(hoursLater(1));
    const before = await titles(parish.id);
    expect(await syncDueCalendarFeeds(app.ctx)).toBe("calendar sync: 1 calendar read: 0 changed, 0 unchanged, 1 not modified (304), 0 failed");
    expect(feeds.requests.slice(asked).map((r) => r.ifNoneMatch !== null)).toEqual([true]);
    expect(await titles(parish.id)).toEqual(before);
    const now = await view(await app.request(feedPath(parish.id), { headers: { cookie: owner } }).then(async (r) => new Response(JSON.stringify(((await r.json()) as { feed: CalendarFeedView }).feed))));
    expect(now.lastFetchedAt).toBe(hoursLater(1).toISOString());
    expect(now.lastRun?.at).toBe(NOON.toISOString());
  });

  test("the church deletes an event: the next sync removes its special service, and only that; Undo puts it back and pauses the feed", async () => {
    feeds.set({ withCarols: false });
    setSystemTime(hoursLater(2));
    const synced = await view(await send("POST", `${feedPath(parish.id)}/sync`));
    expect(synced.lastRun).toEqual({ at: hoursLater(2).toISOString(), counts: { added: 0, changed: 0, removed: 1, cancelled: 0, uncancelled: 0 }, undone: false });
    expect((await titles(parish.id)).some((t) => t.includes("Carols"))).toBe(false);
    expect(await titles(parish.id)).toHaveLength(7);

    const undone = await view(await send("POST", `${feedPath(parish.id)}/undo`));
    expect(undone).toMatchObject({ paused: true, lastRun: { undone: true } });
    expect(await titles(parish.id)).toContain("2027-03-05 19:00 Lessons and Carols");
    expect((await send("POST", `${feedPath(parish.id)}/undo`)).status).toBe(404);
    // Paused: the hourly job leaves it alone; Sync now resumes it and does it again.
    setSystemTime(hoursLater(4));
    expect(await syncDueCalendarFeeds(app.ctx)).toBeNull();
    const again = await view(await send("POST", `${feedPath(parish.id)}/sync`));
    expect(again).toMatchObject({ paused: false, lastRun: { counts: { removed: 1 }, undone: false } });
    feeds.set({});
    expect((await view(await send("POST", `${feedPath(parish.id)}/sync`))).lastRun?.counts).toMatchObject({ added: 1 });
  });

  test("what the owner typed is never touched: an edited synced row becomes the owner's, one sent back as it was stays the feed's, an exception the owner sets wins", async () => {
    const stored = (await church(parish.id)).specialServices.map(({ date, time, title, language, durationMinutes }) => ({ occasion: "other" as const, date, time, title, language: language as "english", durationMinutes, note: "" }));
    const own = { occasion: "other" as const, date: "2027-03-12", time: "12:00", title: "Fish fry blessing", language: "english" as const, durationMinutes: 30, note: "" };
    // The church form saves the rows back, one of them retitled, and one of the owner's own.
    setChurchServices(app.db, parish.id, undefined, [...stored.map((s) => (s.title === "Youth Mass" ? { ...s, title: "Youth Mass with the band" } : s)), own], { confirm: true });
    expect((await send("POST", `/api/user/churches/${parish.id}/exceptions`, { date: "2027-03-07", time: "11:00", kind: "moved", newTime: "12:00", note: "Picnic Mass at noon" })).status).toBe(200);
    setSystemTime(hoursLater(5));
    const synced = await view(await send("POST", `${feedPath(parish.id)}/sync`));
    // Nothing to do: the cancellation became the owner's move, the retitled Youth Mass the owner's own, so the feed's is not added beside it.
    expect(synced.lastFetchedAt).toBe(hoursLater(5).toISOString());
    expect(synced.lastRun?.at).toBe(hoursLater(4).toISOString());
    const list = await titles(parish.id);
    expect(list).toContain("2027-03-06 18:30 Youth Mass with the band");
    expect(list).toContain("2027-03-12 12:00 Fish fry blessing");
    expect(list.filter((t) => t.startsWith("2027-03-06 18:30"))).toHaveLength(1);
    expect(list).toHaveLength(9);
    expect((await church(parish.id)).notices).toEqual([{ kind: "moved", date: "2027-03-07", from: "11:00", to: "12:00", text: "Picnic Mass at noon" }]);
  });

  test("a failing feed keeps its rows and says why, since when and how many times; it is the owner's dashboard's to say", async () => {
    const before = await titles(parish.id);
    feeds.fail(true);
    setSystemTime(hoursLater(6));
    const failed = await view(await send("POST", `${feedPath(parish.id)}/sync`));
    expect(failed).toMatchObject({ status: "error", error: "The calendar's address answered with status 503", failingSince: hoursLater(6).toISOString(), failures: 1 });
    setSystemTime(hoursLater(7));
    expect(await syncDueCalendarFeeds(app.ctx)).toBe("calendar sync: 1 calendar read: 0 changed, 0 unchanged, 0 not modified (304), 1 failed");
    expect(app.logs.at(-1)).toBe(`calendar sync 1/1: church ${parish.id} failed: The calendar's address answered with status 503`);
    const still = await view(await app.request(feedPath(parish.id), { headers: { cookie: owner } }).then(async (r) => new Response(JSON.stringify(((await r.json()) as { feed: CalendarFeedView }).feed))));
    expect(still).toMatchObject({ failures: 2, failingSince: hoursLater(6).toISOString() });
    expect(await titles(parish.id)).toEqual(before);
    feeds.fail(false);
    setSystemTime(hoursLater(8));
    expect(await view(await send("POST", `${feedPath(parish.id)}/sync`))).toMatchObject({ status: "ok", failures: 0, failingSince: null, error: null });
  });

  test("Outlook's calendar of a Spanish-speaking parish: its Saturday Masses in Spanish across the change to daylight time, the first Sunday's 9:00 cancelled", async () => {
    const saved = await view(await send("PUT", feedPath(parroquia.id), { url: feeds.outlook, servicesMatch: "misa", cancelMatch: "cancelled, canceled, cancelada" }));
    expect(saved.lastRun?.counts).toEqual({ added: 7, changed: 0, removed: 0, cancelled: 1, uncancelled: 0 });
    const answer = await church(parroquia.id);
    expect(answer.specialServices.map((s) => `${s.date} ${s.time} ${s.language}`)).toEqual(["2027-02-27 17:00 spanish", "2027-03-06 18:00 spanish", "2027-03-20 17:00 spanish", "2027-03-27 17:00 spanish", "2027-04-03 17:00 spanish", "2027-04-10 17:00 spanish", "2027-04-17 17:00 spanish"]);
    expect(answer.notices).toEqual([{ kind: "cancelled", date: "2027-02-28", from: "09:00", text: "Mass cancelled – Holy Hour instead" }]);
  });

  test("addresses that are not a calendar, too large or lead to a private network are refused and reported; a bad form is 422 naming the field", async () => {
    const tries = [
      [`${feeds.url}/huge.ics`, "The calendar is larger than 2 MB"],
      [`${feeds.url}/moved.ics`, "The calendar's address (or one it leads to) is on a private network"],
      [`${feeds.url}/parish-website`, "The address does not give an iCalendar file"],
    ] as const;
    for (const [url, error] of tries) {
      setSystemTime(hoursLater(9 + tries.findIndex((t) => t[0] === url)));
      expect(await view(await send("PUT", feedPath(parroquia.id), { url, servicesMatch: "misa" }))).toMatchObject({ status: "error", error });
    }
    // The Spanish Masses stay while the address is wrong.
    expect((await church(parroquia.id)).specialServices).toHaveLength(7);
    const refused = async (body: unknown) => {
      const res = await send("PUT", feedPath(parroquia.id), body);
      return [res.status, Object.keys(((await res.json()) as { details?: { fields?: object } }).details?.fields ?? {})];
    };
    expect(await refused({ url: "https://10.0.0.2/calendar.ics", servicesMatch: "misa" })).toEqual([422, ["url"]]);
    expect(await refused({ url: "http://calendar.example.org/feed.ics", servicesMatch: "misa" })).toEqual([422, ["url"]]);
    expect(await refused({ url: "not an address" })).toEqual([422, ["url", "servicesMatch"]]);
  });

  test("only the church's owner: another owner is told there is no such church; Stop syncing keeps the rows as the owner's", async () => {
    for (const [method, path] of [["GET", feedPath(parish.id)], ["PUT", feedPath(parish.id)], ["POST", `${feedPath(parish.id)}/sync`], ["POST", `${feedPath(parish.id)}/undo`], ["DELETE", feedPath(parish.id)]] as const) {
      const res = method === "GET" ? await app.request(path, { headers: { cookie: stranger } }) : await send(method, path, { url: feeds.google, ...google }, stranger);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
    }
    const before = await titles(parish.id);
    expect((await send("DELETE", feedPath(parish.id))).status).toBe(204);
    expect(await (await app.request(feedPath(parish.id), { headers: { cookie: owner } })).json()).toEqual({ feed: null });
    expect(await titles(parish.id)).toEqual(before);
    expect((await send("POST", `${feedPath(parish.id)}/sync`)).status).toBe(404);
  });
});
