import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import type { ChurchProfile } from "../../contract/churches";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

/** A service held online only on one date (docs/service-times.md, Exceptions and Attendance). */
let app: TestApp;
let owner: string;
let id: number;
// Friday 27 November 2026; the coming Sunday is the 29th.
const NOW = new Date("2026-11-27T18:00:00Z");
const STREAM = "https://live.example.org/hillside";
const found = async (query: string) => ((await (await app.request(`/api/churches?${query}`)).json()) as { name: string }[]).map((c) => c.name);
const post = (body: object) => app.request(`/api/user/churches/${id}/exceptions`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: owner, "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  setSystemTime(NOW);
  app = await createTestApp();
  const user = await createUser(app.db, { username: "hillside-owner" });
  owner = `sid=${createSession(app.db, user.id)}`;
  id = createChurch(app.db, { name: "Hillside Church", slug: "hillside", ownerId: user.id, serviceTimes: [{ day: "sunday", time: "08:00" }] }).id;
});
afterAll(() => {
  setSystemTime();
  app.close();
});

describe("online only on one date", () => {
  test("a service without a stream needs the address; a private one is refused; then it is set", async () => {
    const missing = await post({ date: "2026-11-29", time: "08:00", kind: "online", note: "Ice storm: online only" });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { details: { fields: object } }).details.fields).toEqual({ streamUrl: "This service has no stream: give the address it streams at that day" });
    expect((await post({ date: "2026-11-29", time: "08:00", kind: "online", streamUrl: "https://10.1.1.1/live" })).status).toBe(422);
    expect((await post({ date: "2026-11-29", time: "08:00", kind: "online", streamUrl: STREAM, note: "Ice storm: online only", noteEs: "Tormenta de hielo: solo en línea" })).status).toBe(200);
  });

  test("answers, occurrences and search: online that date, not found in person, found online", async () => {
    const church = (await (await app.request(`/api/churches/${id}`)).json()) as ChurchProfile;
    expect(church.notices).toEqual([{ kind: "online", date: "2026-11-29", from: "08:00", text: "Ice storm: online only", textEs: "Tormenta de hielo: solo en línea", streamUrl: STREAM }]);
    expect(church.nextService).toMatchObject({ date: "2026-11-29", attendance: "online", streamUrl: STREAM });
    const [sunday] = (await (await app.request(`/api/churches/${id}/occurrences?from=2026-11-29&to=2026-11-29`)).json()) as { status: string; attendance: string; streamUrl: string }[];
    expect(sunday).toMatchObject({ status: "online", attendance: "online", streamUrl: STREAM });
    expect(await found("day=sunday&from=07:30&to=08:30")).toEqual(["Hillside Church"]);
    expect(await found("day=sunday&from=07:30&to=08:30&attendance=in-person")).toEqual([]);
    expect(await found("day=sunday&from=07:30&to=08:30&attendance=online")).toEqual(["Hillside Church"]);
    // The matching service is what happens that date: online, at the exception's stream.
    const [match] = (await (await app.request("/api/churches?date=2026-11-29&attendance=online")).json()) as { matchingService: object }[];
    expect(match!.matchingService).toMatchObject({ time: "08:00", date: "2026-11-29", attendance: "online", streamUrl: STREAM });
    // Each card links the stream, whichever page drew it first.
    for (const path of ["/directory?date=2026-11-29&attendance=online", "/directory"]) expect((await (await app.request(path)).text()).includes(`href="${STREAM}"`)).toBe(true);
    // The Sunday after, as every week: in person.
    expect(await found("date=2026-12-06&from=07:30&to=08:30&attendance=in-person")).toEqual(["Hillside Church"]);
    expect(await found("date=2026-12-06&attendance=online")).toEqual([]);
  });

  test("the page links the stream beside the notice; JSON-LD says EventMovedOnline at its VirtualLocation; the calendar's override is held at the stream", async () => {
    const html = (await (await app.request("/church/hillside")).text()).replaceAll("<!-- -->", "");
    expect(html.includes(`Online only:</span> Sunday, Nov 29, 8:00 AM<span lang="en"> · Ice storm: online only</span>`) || html.includes(`Online only:</span> Sunday, Nov 29, 8:00 AM<span> · Ice storm: online only</span>`)).toBe(true);
    expect(html.includes(`href="${STREAM}" rel="noopener nofollow ugc">Watch online</a>`)).toBe(true);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { event: { eventStatus: string; location: unknown }[] };
    expect(data.event).toMatchObject([{ eventStatus: "https://schema.org/EventMovedOnline", location: { "@type": "VirtualLocation", url: STREAM } }]);
    const ics = await (await app.request("/church/hillside/calendar.ics")).text();
    const override = ics.slice(ics.indexOf("RECURRENCE-ID"));
    expect(override.includes(`LOCATION:${STREAM}`)).toBe(true);
    expect(override.includes(`URL;VALUE=URI:${STREAM}`)).toBe(true);
  });
});
