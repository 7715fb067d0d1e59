import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { AdminChurch } from "../../contract/admin";
import { auditLog, churches, outbox } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { saveMailOptOuts } from "../notifications/service";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
let app: TestApp;
let admin: string;
let owner: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  owner = `sid=${createSession(app.db, (await createUser(app.db, { username: "ask-owner" })).id)}`;
});
afterAll(() => app.close());

const ask = (body: unknown, cookie = admin) => app.request("/api/admin/churches/ask-times", jsonRequest("POST", body, cookie ? { cookie } : {}));
const mails = () => app.db.select().from(outbox).all().filter((m) => m.kind === "services-still-right");
const askedAt = (id: number) => app.db.select({ at: churches.servicesAskedAt }).from(churches).where(eq(churches.id, id)).get()!.at;
const audits = (id: number) => app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, "church"), eq(auditLog.entityId, String(id)))).all().map((a) => a.action);

describe("'Ask owners again': POST /api/admin/churches/ask-times", () => {
  test("anonymous 401, an owner 403, and nobody is mailed", async () => {
    const pastor = await createUser(app.db, { username: "guarded-pastor", email: "guarded@example.org" });
    const church = createChurch(app.db, { name: "Guarded Times Church", ownerId: pastor.id, servicesConfirmedAt: ago(400) });
    expect((await ask({ ids: [church.id] }, "")).status).toBe(401);
    expect((await ask({ ids: [church.id] }, owner)).status).toBe(403);
    expect(mails().filter((m) => m.to === "guarded@example.org")).toEqual([]);
    expect(askedAt(church.id)).toBeNull();
  });

  test("a body without 1 to 200 positive whole ids answers 422 naming the field; not an object 400", async () => {
    const fieldsOf = async (body: unknown) => {
      const out = await ask(body);
      return [out.status, Object.keys(((await out.json()) as { details: { fields: Record<string, string> } }).details.fields)];
    };
    expect(await fieldsOf({})).toEqual([422, ["ids"]]);
    expect(await fieldsOf({ ids: [] })).toEqual([422, ["ids"]]);
    expect(await fieldsOf({ ids: "1,2" })).toEqual([422, ["ids"]]);
    expect(await fieldsOf({ ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toEqual([422, ["ids"]]);
    expect(await fieldsOf({ ids: [1, 0] })).toEqual([422, ["ids.1"]]);
    expect(await fieldsOf({ ids: [1.5] })).toEqual([422, ["ids.0"]]);
    expect(await fieldsOf({ ids: ["7"] })).toEqual([422, ["ids.0"]]);
    expect((await ask([1, 2])).status).toBe(400);
    expect(mails()).toEqual([]);
  });

  test("owners of the chosen stale churches are mailed now, even if asked last week; opted out, unowned, not approved and unknown are not", async () => {
    const pastor = await createUser(app.db, { username: "year-pastor", email: "year-pastor@example.org" });
    const quiet = await createUser(app.db, { username: "year-quiet", email: "year-quiet@example.org" });
    const pending = await createUser(app.db, { username: "year-pending", email: "year-pending@example.org" });
    saveMailOptOuts(app.db, quiet.id, ["times"]);
    const lastWeek = ago(7);
    const stale = createChurch(app.db, { name: "Year Stale Baptist", ownerId: pastor.id, servicesConfirmedAt: ago(400), servicesAskedAt: lastWeek, serviceTimes: [{ day: "sunday", time: "10:30", language: "english", kind: "worship" }] });
    const never = createChurch(app.db, { name: "Never Confirmed Chapel", ownerId: pastor.id, servicesConfirmedAt: null });
    const off = createChurch(app.db, { name: "Quiet Year Church", ownerId: quiet.id, servicesConfirmedAt: ago(500) });
    const unowned = createChurch(app.db, { name: "Nobody's Year Church", servicesConfirmedAt: ago(600) });
    const waiting = createChurch(app.db, { name: "Pending Year Church", status: "pending", ownerId: pending.id, servicesConfirmedAt: ago(700) });

    // The year's filter lists them all (the pending one too: it filters times, not status).
    const listed = (await (await app.request("/api/admin/churches/all?stale=365&search=Year", { headers: { cookie: admin } })).json()) as AdminChurch[];
    expect(listed.map((c) => c.name)).toEqual(["Nobody's Year Church", "Pending Year Church", "Quiet Year Church", "Year Stale Baptist"]);

    const before = Date.now();
    const out = await ask({ ids: [stale.id, never.id, off.id, unowned.id, waiting.id, 99_999_999, stale.id] });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ asked: 2, optedOut: 1, noOwner: 1 });

    const sent = mails().filter((m) => m.to.startsWith("year-"));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ["year-pastor@example.org", "Year Stale Baptist: are these service times still right?"],
      ["year-pastor@example.org", "Never Confirmed Chapel: are these service times still right?"],
    ]);
    expect(sent[0]!.text).toContain("- Sunday 10:30 AM");
    expect(sent[0]!.text).toMatch(/These times are still right:\nhttp:\/\/localhost(:\d+)?\/services-still-right\?token=\S+/);
    // The mailed link opens the page that asks about this church.
    const link = /\/services-still-right\?token=\S+/.exec(sent[0]!.text)![0];
    expect((await (await app.request(link)).text()).includes("<strong>Year Stale Baptist</strong>")).toBe(true);

    for (const church of [stale, never]) {
      expect(askedAt(church.id)!.getTime()).toBeGreaterThanOrEqual(before);
      expect(audits(church.id)).toContain("church.owner_asked_about_times");
    }
    expect(askedAt(off.id)).toBeNull();
    expect(askedAt(unowned.id)).toBeNull();
    expect(askedAt(waiting.id)).toBeNull();
    expect(audits(off.id)).toEqual([]);
  });
});
