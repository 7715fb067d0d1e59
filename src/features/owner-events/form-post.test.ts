import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { HONEYPOT_FIELD } from "../../contract/form-guard";
import { events } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { centralDay } from "../../lib/dates";
import { formToken } from "../../../tests/helpers/form-token";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

/** /event-submission without JavaScript (docs/decisions/0059-forms-without-losses.md): drawn for who asks, a plain post answered 303 or with the form again. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const inDays = (days: number) => centralDay(new Date(Date.now() + days * 24 * 3600 * 1000));
const fields = (overrides: Record<string, string> = {}) => ({ title: "Blessing of the Animals", description: "Bring your pets for a blessing on the lawn.", date: inDays(5), time: "9:30 AM", location: "", category: "community", language: "en", ...overrides });

async function owner(church?: Parameters<typeof createChurch>[1]) {
  const user = await createUser(app.db);
  if (church) createChurch(app.db, { name: "Lawn Chapel", ...church, ownerId: user.id });
  return { user, cookie: `sid=${createSession(app.db, user.id)}` };
}
const page = async (path: string, cookie?: string) => (await app.request(path, cookie ? { headers: { cookie } } : {})).text();
const post = (path: string, body: Record<string, string>, cookie?: string) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams({ ...formToken(app, "event"), ...body }).toString() });
const mine = (userId: number) => app.db.select().from(events).where(eq(events.submittedBy, userId)).all();

describe("/event-submission without JavaScript", () => {
  test("drawn for who asks: the sign-in prompt, 'add your church first', 'waiting for approval', or the form posting to the page", async () => {
    expect(await page("/event-submission")).toContain("Events come from the churches themselves");
    expect(await page("/event-submission", (await owner()).cookie)).toContain("Add your church first");
    expect(await page("/event-submission", (await owner({ status: "pending" })).cookie)).toContain("You can submit events for Lawn Chapel as soon as an administrator approves it.");
    const form = await page("/event-submission", (await owner({})).cookie);
    expect(form).toMatch(/<form id="event-form"[^>]*action="\/event-submission"[^>]* method="post"/);
    for (const name of ["title", "description", "date", "time", "location", "category", "language", "formToken", HONEYPOT_FIELD]) expect(form).toContain(`name="${name}"`);
    expect(form).toContain("Event for Lawn Chapel");
    expect(form).not.toContain("Loading");
  });

  test("sent: 303 to the dashboard, which says so; the event waits for review at its time", async () => {
    const { user, cookie } = await owner({});
    const res = await post("/event-submission", fields(), cookie);
    expect([res.status, res.headers.get("location")]).toEqual([303, "/dashboard?saved=event"]);
    expect(mine(user.id)).toMatchObject([{ title: "Blessing of the Animals", status: "pending", hasTime: true, category: "community", language: "en" }]);
    const dashboard = await page("/dashboard?saved=event", cookie);
    expect(dashboard).toContain("Event Submitted");
    // The dashboard is drawn with the owner's events: its My Churches tab lists it without a script.
    expect(await page("/dashboard?tab=churches", cookie)).toMatch(/Blessing of the Animals(<!-- -->)? · (<!-- -->)?\d{4}-\d{2}-\d{2}/);
  });

  test("refused: the form again (422) with the values as posted and each message at its field, linked from the summary", async () => {
    const { user, cookie } = await owner({});
    const res = await post("/event-submission", fields({ title: "", description: "short", time: "25:99", location: "The <lawn>" }), cookie);
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const text of ["Event title is required", "Please describe the event in at least 10 characters", "Enter a time like 7:00 PM", 'href="#event-title"', 'value="25:99"', 'value="The &lt;lawn&gt;"', ">short</textarea>"]) expect(html).toContain(text);
    expect(html).toMatch(/id="event-title"[^>]*aria-invalid="true"/);
    // A fresh time-trap token, so the corrected form can be sent.
    expect(html).toMatch(/name="formToken" value="[^"]+"/);
    const past = await post("/event-submission", fields({ date: inDays(-3) }), cookie);
    expect(past.status).toBe(422);
    expect(await past.text()).toContain("The event date must be today or later");
    expect(mine(user.id)).toEqual([]);
  });

  test("in Spanish: the page, the messages and the way on stay Spanish", async () => {
    const { cookie } = await owner({});
    const form = await page("/es/event-submission", cookie);
    expect(form).toContain('action="/es/event-submission"');
    expect(form).toContain("Evento de Lawn Chapel");
    const refused = await post("/es/event-submission", fields({ title: "" }), cookie);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toMatch(/Corrija este campo/);
    expect(html).toContain("Se requiere el título del evento");
    const sent = await post("/es/event-submission", fields({ language: "es" }), cookie);
    expect(sent.headers.get("location")).toBe("/es/dashboard?saved=event");
    expect(await page("/es/dashboard?saved=event", cookie)).toContain("Evento enviado");
  });

  test("the API's rules hold: a filled honeypot keeps nothing, a church not approved is told so, signed out goes to sign in", async () => {
    const { user, cookie } = await owner({});
    const bot = await post("/event-submission", fields({ [HONEYPOT_FIELD]: "Spam Inc" }), cookie);
    expect(bot.status).toBe(303);
    expect(mine(user.id)).toEqual([]);
    const waiting = await owner({ status: "pending" });
    const refused = await post("/event-submission", fields(), waiting.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("You can submit events for Lawn Chapel as soon as an administrator approves it.");
    const signedOut = await post("/event-submission", fields());
    expect([signedOut.status, signedOut.headers.get("location")]).toEqual([303, "/login"]);
  });
});
