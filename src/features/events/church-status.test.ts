import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { createChurch, createEvent, createSession, createUser } from "../../db/seed/factories";
import { centralToUtc } from "../../lib/dates";
import type { PublicEvent } from "../../contract/events";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let adminCookie: string;
const ids = {} as Record<"approved" | "noChurch" | "rejected" | "pending", number>;
let pendingChurchId: number;
const at = (day: string) => centralToUtc(day, 18, 0);

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  const owner = await createUser(app.db);
  const ownerCookie = `sid=${createSession(app.db, owner.id)}`;
  const rejected = createChurch(app.db, { name: "Refused Fellowship", status: "rejected", ownerId: owner.id });
  const pending = createChurch(app.db, { name: "Waiting Chapel", status: "pending" });
  pendingChurchId = pending.id;
  ids.approved = createEvent(app.db, { title: "Approved Church Concert", churchId: createChurch(app.db, { name: "Open Door Church" }).id, startsAt: at("2099-04-01") }).id;
  ids.noChurch = createEvent(app.db, { title: "Citywide Prayer", startsAt: at("2099-04-02") }).id;
  ids.rejected = createEvent(app.db, { title: "Refused Church Picnic", churchId: rejected.id, startsAt: at("2099-04-03") }).id;
  ids.pending = createEvent(app.db, { title: "Waiting Chapel Supper", churchId: pending.id, startsAt: at("2099-04-04") }).id;
  // The owner renames the rejected church: the new name has not been reviewed.
  const loaded = await (await app.request(`/api/user/churches/${rejected.id}`, { headers: { cookie: ownerCookie } })).json();
  const renamed = await app.request(`/api/user/churches/${rejected.id}`, jsonRequest("PUT", { ...loaded, name: "Unreviewed New Name" }, { cookie: ownerCookie }));
  expect(renamed.status).toBe(200);
});
afterAll(() => app.close());

const HIDDEN = ["Refused Church Picnic", "Waiting Chapel Supper", "Refused Fellowship", "Unreviewed New Name", "Waiting Chapel"];
const text = async (path: string, cookie?: string) => {
  const res = await app.request(path, cookie ? { headers: { cookie } } : undefined);
  expect(res.status).toBe(200);
  return res.text();
};

describe("events of a church that is not approved", () => {
  test("are not listed: API, events page, upcoming calendar, sitemap; events without a church are", async () => {
    const listed = (await (await app.request("/api/events")).json()) as PublicEvent[];
    expect(listed.map((e) => e.title)).toEqual(["Approved Church Concert", "Citywide Prayer"]);
    const page = await text("/events");
    const calendar = await text("/events.ics");
    const titles = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary);
    expect(titles).toEqual(["Approved Church Concert", "Citywide Prayer"]);
    for (const body of [page, calendar]) for (const hidden of HIDDEN) expect(body).not.toContain(hidden);
    expect(page).toContain("Approved Church Concert");
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(`/events/${ids.approved}<`);
    expect(sitemap).toContain(`/events/${ids.noChurch}<`);
    expect(sitemap).not.toContain(`/events/${ids.rejected}<`);
    expect(sitemap).not.toContain(`/events/${ids.pending}<`);
  });

  test("their pages and calendars answer 404, without the church's name", async () => {
    for (const id of [ids.rejected, ids.pending]) {
      for (const path of [`/events/${id}`, `/events/${id}/calendar.ics`]) {
        const res = await app.request(path);
        expect(res.status).toBe(404);
        const body = await res.text();
        for (const hidden of HIDDEN) expect(body).not.toContain(hidden);
      }
    }
    expect((await app.request(`/events/${ids.noChurch}`)).status).toBe(200);
    expect((await app.request(`/events/${ids.approved}/calendar.ics`)).status).toBe(200);
  });

  test("once the church is approved, its events show with its name", async () => {
    const approve = await app.request(`/api/admin/churches/${pendingChurchId}/approve`, { method: "POST", headers: { cookie: adminCookie, origin: "http://localhost" } });
    expect(approve.status).toBe(200);
    const listed = (await (await app.request("/api/events")).json()) as PublicEvent[];
    expect(listed.find((e) => e.id === ids.pending)?.church?.name).toBe("Waiting Chapel");
    // The admin who approved sees it at once (docs/caching.md).
    expect(await text("/events", adminCookie)).toContain("Waiting Chapel Supper");
    expect(await text(`/events/${ids.pending}`, adminCookie)).toContain("Waiting Chapel");
  });
});
