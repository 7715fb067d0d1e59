import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { events } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { eventSubmissionMessages } from "../../contract/event-submission";
import { centralDay } from "../../lib/dates";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { withFormToken } from "../../../tests/helpers/form-token";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const inDays = (days: number) => centralDay(new Date(Date.now() + days * 24 * 3600 * 1000));
const event = (overrides: Record<string, unknown> = {}) => ({
  title: "Advent Lessons and Carols",
  description: "Readings and carols by candlelight, all welcome.",
  date: inDays(10),
  time: "7:00 PM",
  location: "",
  category: "music",
  ...overrides,
});

async function owner(church?: Parameters<typeof createChurch>[1]) {
  const user = await createUser(app.db);
  const made = church ? createChurch(app.db, { ...church, ownerId: user.id }) : null;
  return { user, church: made, cookie: `sid=${createSession(app.db, user.id)}` };
}
const post = (body: unknown, cookie?: string) => app.request("/api/user/events", jsonRequest("POST", withFormToken(app, "event", body), cookie ? { cookie } : {}));
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("POST /api/user/events", () => {
  test("an owner of an approved church submits an event: pending, at 7 PM San Antonio time, at the church's address", async () => {
    const { church, cookie, user } = await owner({ name: "Carol Church", address: "12 Carol St, San Antonio, TX 78205" });
    const res = await post(event(), cookie);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = app.db.select().from(events).where(eq(events.id, id)).get()!;
    expect(row).toMatchObject({ churchId: church!.id, status: "pending", submittedBy: user.id, hasTime: true, location: "12 Carol St, San Antonio, TX 78205", category: "music" });
    expect(new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" }).format(row.startsAt)).toBe("7:00 PM");
    // Not public until an admin approves it.
    expect(((await (await app.request("/api/events")).json()) as { id: number }[]).some((e) => e.id === id)).toBe(false);
    const mine = (await (await app.request("/api/user/events", { headers: { cookie } })).json()) as { title: string; status: string; date: string }[];
    expect(mine).toEqual([{ id, title: "Advent Lessons and Carols", status: "pending", date: inDays(10), rejectionReason: null }] as never);
  });

  test("every validation message, and dates in the past or too far ahead", async () => {
    const { cookie } = await owner({});
    const res = await post({ title: "", description: "short", date: "next week", time: "25:99", category: "party" }, cookie);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { details: { fields: Record<string, string> } }).details.fields).toEqual({
      title: "Event title is required",
      description: "Please describe the event in at least 10 characters",
      date: "Choose the date of the event",
      time: "Enter a time like 7:00 PM",
      category: "Choose a category",
    });
    const past = await post(event({ date: inDays(-2) }), cookie);
    expect([past.status, await errorOf(past)]).toEqual([422, eventSubmissionMessages.past]);
    const far = await post(event({ date: inDays(800) }), cookie);
    expect([far.status, await errorOf(far)]).toEqual([422, eventSubmissionMessages.tooFar]);
  });

  test("no church, a pending church, or no session: refused, nothing stored", async () => {
    const before = app.db.select().from(events).all().length;
    const none = await owner();
    const noChurch = await post(event(), none.cookie);
    expect([noChurch.status, await errorOf(noChurch)]).toEqual([403, eventSubmissionMessages.noChurch]);
    const waiting = await owner({ status: "pending" });
    const pending = await post(event(), waiting.cookie);
    expect([pending.status, await errorOf(pending)]).toEqual([403, eventSubmissionMessages.notApproved]);
    expect((await post(event())).status).toBe(401);
    expect((await app.request("/api/user/events")).status).toBe(401);
    expect(app.db.select().from(events).all().length).toBe(before);
  });
});
