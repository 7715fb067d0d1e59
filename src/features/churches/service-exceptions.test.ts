import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addDays, weekdayOf } from "../../contract/service-times/calendar-days";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { centralDay } from "../../lib/dates";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let owner: string;
let stranger: string;
let churchId: number;
let slug: string;
const today = centralDay();
// The coming Sunday after today (never today: a service earlier today would be past).
const sunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => weekdayOf(d) === "sunday")!;
const json = (body: unknown, cookie: string) => ({ method: "POST", headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
const form = (body: Record<string, string>, cookie: string) => ({ method: "POST", headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body).toString() });

/** The lines of a page's 'service-notices' list, as a reader sees them. */
async function noticesOn(path: string): Promise<string[]> {
  const html = await (await app.request(path)).text();
  const list = /<ul[^>]*data-testid="service-notices"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim());
}

beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app.db, { username: "pastor" });
  owner = `sid=${createSession(app.db, user.id)}`;
  stranger = `sid=${createSession(app.db, (await createUser(app.db, { username: "stranger" })).id)}`;
  const church = createChurch(app.db, {
    name: "Exception Test Church",
    ownerId: user.id,
    serviceTimes: [
      { day: "sunday", time: "09:00", language: "english", kind: "worship" },
      { day: "sunday", time: "11:00", language: "spanish", kind: "worship" },
    ],
  });
  churchId = church.id;
  slug = church.slug;
});
afterAll(() => app.close());

describe("cancel or change one date", () => {
  test("an owner cancels one Sunday's 9:00 and moves its 11:00: the church's answer, its occurrences and its page say so at once", async () => {
    expect((await app.request(`/api/user/churches/${churchId}/exceptions`, json({ date: sunday, time: "09:00", kind: "cancelled", note: "Parish picnic" }, owner))).status).toBe(200);
    expect((await app.request(`/api/user/churches/${churchId}/exceptions`, json({ date: sunday, time: "11:00", kind: "moved", newTime: "10:30", note: "Baptism" }, owner))).status).toBe(200);

    const church = (await (await app.request(`/api/churches/${slug}`)).json()) as { notices: unknown[]; nextService: { date: string; time: string } };
    expect(church.notices).toEqual([
      { kind: "cancelled", date: sunday, from: "09:00", text: "Parish picnic" },
      { kind: "moved", date: sunday, from: "11:00", to: "10:30", text: "Baptism" },
    ]);
    expect(church.nextService).toMatchObject({ date: sunday, time: "10:30" });

    const week = (await (await app.request(`/api/churches/${churchId}/occurrences?from=${sunday}&to=${addDays(sunday, 7)}`)).json()) as { date: string; time: string; status: string }[];
    expect(week.map((o) => [o.date, o.time, o.status])).toEqual([
      [sunday, "09:00", "cancelled"],
      [sunday, "10:30", "moved"],
      [addDays(sunday, 7), "09:00", "scheduled"],
      [addDays(sunday, 7), "11:00", "scheduled"],
    ]);

    const ics = await (await app.request(`/church/${slug}/calendar.ics`)).text();
    const compact = sunday.replaceAll("-", "");
    expect(ics).toContain(`EXDATE;TZID=America/Chicago:${compact}T090000\r\n`);
    expect(ics).toContain(`RECURRENCE-ID;TZID=America/Chicago:${compact}T110000\r\n`);
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${compact}T103000\r\n`);

    const html = await (await app.request(`/church/${slug}`)).text();
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { event: Record<string, string>[] };
    expect(data.event.map((e) => [e.name, e.eventStatus, e.startDate!.slice(0, 16), e.previousStartDate?.slice(0, 16) ?? null, e.description])).toEqual([
      ["Sunday 9:00 AM at Exception Test Church", "https://schema.org/EventCancelled", `${sunday}T09:00`, null, "Parish picnic"],
      ["Sunday 11:00 AM · Spanish at Exception Test Church", "https://schema.org/EventRescheduled", `${sunday}T10:30`, `${sunday}T11:00`, "Baptism"],
    ]);

    const notices = await noticesOn(`/church/${slug}`);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(/^Cancelled: Sunday, [A-Z][a-z]{2} \d+, 9:00 AM · Parish picnic$/);
    expect(notices[1]).toMatch(/^Moved: Sunday, [A-Z][a-z]{2} \d+, 11:00 AM → 10:30 AM · Baptism$/);
    expect((await noticesOn(`/es/church/${slug}`))[0]).toMatch(/^Cancelado: Domingo, \d+ [a-z]{3}\.?, 9:00 a\. ?m\. · Parish picnic$/);
  });

  test("a date the service does not happen on, a past date, a move without a time and a change without a note are refused, naming the field", async () => {
    const refused = async (body: Record<string, string>) => {
      const res = await app.request(`/api/user/churches/${churchId}/exceptions`, json(body, owner));
      return [res.status, Object.keys(((await res.json()) as { details?: { fields?: object } }).details?.fields ?? {})];
    };
    expect(await refused({ date: addDays(sunday, 1), time: "09:00", kind: "cancelled" })).toEqual([422, ["date"]]);
    expect(await refused({ date: addDays(sunday, -7), time: "09:00", kind: "cancelled" })).toEqual([422, ["date"]]);
    expect(await refused({ date: addDays(sunday, 7 * 53), time: "09:00", kind: "cancelled" })).toEqual([422, ["date"]]);
    expect(await refused({ date: sunday, time: "09:00", kind: "moved" })).toEqual([422, ["newTime"]]);
    expect(await refused({ date: sunday, time: "09:00", kind: "changed" })).toEqual([422, ["note"]]);
    expect(await refused({ date: "2026-02-30", time: "9", kind: "teleport" })).toEqual([422, ["date", "time", "kind"]]);
    expect((await app.request(`/api/churches/${churchId}/occurrences?from=${today}&to=${addDays(today, 90)}`)).status).toBe(400);
  });

  test("only the church's owner: another user's attempt is not found, a visitor is asked to sign in", async () => {
    expect((await app.request(`/api/user/churches/${churchId}/exceptions`, json({ date: sunday, time: "09:00", kind: "cancelled" }, stranger))).status).toBe(404);
    expect((await app.request(`/church-edit/${churchId}/changes`, { headers: { cookie: stranger } })).status).toBe(404);
    expect((await app.request(`/api/user/churches/${churchId}/exceptions`, { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, body: "{}" })).status).toBe(401);
  });

  test("without JavaScript: the form posts and comes back saved; a refused one comes back with the problem and what was typed; Undo takes it back", async () => {
    const saved = await app.request(`/api/user/churches/${churchId}/exceptions`, form({ date: addDays(sunday, 7), time: "11:00", kind: "changed", note: "Bilingual this week" }, owner));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/church-edit/${churchId}/changes?done=1`);
    let page = await (await app.request(saved.headers.get("location")!, { headers: { cookie: owner } })).text();
    expect(page).toContain("Saved: visitors see the change now.");
    expect(page).toContain("Bilingual this week");

    const refused = await app.request(`/es/api/user/churches/${churchId}/exceptions`, form({ date: addDays(sunday, 1), time: "09:00", kind: "cancelled", note: "Lluvia" }, owner));
    expect(refused.status).toBe(303);
    page = await (await app.request(refused.headers.get("location")!, { headers: { cookie: owner } })).text();
    expect(page).toContain("Ese servicio no se celebra en esa fecha");
    expect(page).toContain('value="Lluvia"');
    expect(page).toContain(`value="${addDays(sunday, 1)}"`);

    const { exceptions } = (await (await app.request(`/api/user/churches/${churchId}/exceptions`, { headers: { cookie: owner } })).json()) as { exceptions: { id: number; note: string }[] };
    const changed = exceptions.find((e) => e.note === "Bilingual this week")!;
    const undone = await app.request(`/api/user/churches/${churchId}/exceptions/${changed.id}/delete`, form({}, owner));
    expect(undone.headers.get("location")).toBe(`/church-edit/${churchId}/changes?removed=1`);
    page = await (await app.request(undone.headers.get("location")!, { headers: { cookie: owner } })).text();
    expect(page).toContain("Taken back: the service happens as every week.");
    expect(page).not.toContain("Bilingual this week");
    expect((await app.request(`/api/user/churches/${churchId}/exceptions/${changed.id}`, { method: "DELETE", headers: { origin: TEST_ORIGIN, cookie: owner } })).status).toBe(404);
  });
});
