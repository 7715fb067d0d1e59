import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churchClaims, churchUpdateRequests, outbox, users } from "../../db/schema";
import { createChurch, createEvent, createSession, createUser } from "../../db/seed/factories";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

const nominatim = startFakeNominatim({ "500 Mission Rd": { lat: 29.3875, lon: -98.4803 } });
let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp({ NOMINATIM_URL: nominatim.url });
  mail = await mailOver(app);
  const admin = await createUser(app.db, { role: "admin", email: "admin@example.org" });
  adminCookie = `sid=${createSession(app.db, admin.id)}`;
});
afterAll(async () => {
  await mail.stop();
  app.close();
  nominatim.stop();
});

async function owner() {
  const user = await createUser(app.db);
  return { user, cookie: `sid=${createSession(app.db, user.id)}` };
}
const asAdmin = (path: string, body?: unknown) =>
  app.request(path, body === undefined ? { method: "POST", headers: { cookie: adminCookie, origin: TEST_ORIGIN } } : jsonRequest("POST", body, { cookie: adminCookie }));
const kinds = () => app.db.select({ kind: outbox.kind, to: outbox.to }).from(outbox).all();

describe("owner notifications, delivered over SMTP", () => {
  test("a submitted church: 'received, under review' to its owner", async () => {
    const { user, cookie } = await owner();
    const body = { name: "Mission Road Fellowship", denomination: "Methodist", address: "500 Mission Rd", zip: "78210", area: "Southtown", phone: "", website: "", description: "A small congregation by the missions.", services: ["Sunday 9:00 AM"], worshipStyle: "blended", youtubeChannel: "" };
    expect((await app.request("/api/user/churches", jsonRequest("POST", body, { cookie }))).status).toBe(201);
    const [received] = await mail.deliver();
    expect(received!.recipients).toEqual([user.email]);
    expect(subjectOf(received!)).toBe("We received Mission Road Fellowship");
    expect(bodyOf(received!)).toContain("We review every listing before it shows in the directory");
  });

  test("approved and rejected churches, with the reason the admin typed; a reason over 1,000 characters is refused", async () => {
    const { user } = await owner();
    const church = createChurch(app.db, { name: "Grace Chapel", status: "pending", ownerId: user.id });
    const tooLong = await asAdmin(`/api/admin/churches/${church.id}/reject`, { reason: "x".repeat(1001) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toEqual({ error: "The reason must be at most 1000 characters.", details: { fields: { reason: "The reason must be at most 1000 characters." } } });
    expect(await mail.deliver()).toEqual([]);

    expect((await asAdmin(`/api/admin/churches/${church.id}/reject`, { reason: "The address is a <b>home</b>, not a church." })).status).toBe(200);
    const [rejected] = await mail.deliver();
    expect(rejected!.recipients).toEqual([user.email]);
    expect(subjectOf(rejected!)).toBe("Grace Chapel was not approved");
    expect(bodyOf(rejected!)).toContain("The reviewer's note: The address is a <b>home</b>, not a church.");
    // The HTML part escapes what the admin typed.
    expect(bodyOf(rejected!)).toContain("The reviewer&#x27;s note: The address is a &lt;b&gt;home&lt;/b&gt;");

    // No body at all still works (the reason is optional).
    expect((await asAdmin(`/api/admin/churches/${church.id}/approve`)).status).toBe(200);
    const [approved] = await mail.deliver();
    expect(subjectOf(approved!)).toBe("Grace Chapel is now listed");
    expect(bodyOf(approved!)).toContain(`${app.ctx.origin}/church/${church.slug}`);
  });

  test("a claim approved tells its claimant; the church's other claimants hear theirs was not", async () => {
    const church = createChurch(app.db, { name: "Unclaimed Church", status: "approved" });
    const [first, second] = [await owner(), await owner()];
    const claim = (userId: number) => app.db.insert(churchClaims).values({ churchId: church.id, userId }).returning().get()!.id;
    const kept = claim(first.user.id);
    claim(second.user.id);
    expect((await asAdmin(`/api/admin/claims/${kept}/approve`)).status).toBe(200);
    const received = await mail.deliver();
    const to = (email: string) => received.find((m) => m.recipients[0] === email)!;
    expect(subjectOf(to(first.user.email))).toBe("You now manage Unclaimed Church");
    expect(subjectOf(to(second.user.email))).toBe("Your claim on Unclaimed Church was not approved");
  });

  test("a rejected claim, with its reason", async () => {
    const church = createChurch(app.db, { name: "Another Church", status: "approved" });
    const { user } = await owner();
    const id = app.db.insert(churchClaims).values({ churchId: church.id, userId: user.id }).returning().get()!.id;
    expect((await asAdmin(`/api/admin/claims/${id}/reject`, { reason: "We could not reach the church office." })).status).toBe(200);
    const [received] = await mail.deliver();
    expect(subjectOf(received!)).toBe("Your claim on Another Church was not approved");
    expect(bodyOf(received!)).toContain("We could not reach the church office.");
  });

  test("an approved update request tells the church's owner; a rejected one tells nobody", async () => {
    const { user } = await owner();
    const church = createChurch(app.db, { name: "Updated Church", status: "approved", ownerId: user.id });
    const request = (phone: string) =>
      app.db.insert(churchUpdateRequests).values({ churchId: church.id, submitterName: "Ana", submitterEmail: "ana@example.org", submitterRole: "pastor", updateReason: "New number", phone }).returning().get()!.id;
    expect((await asAdmin(`/api/admin/church-updates/${request("(210) 555-0101")}/reject`)).status).toBe(200);
    expect(await mail.deliver()).toEqual([]);
    expect((await asAdmin(`/api/admin/church-updates/${request("(210) 555-0102")}/approve`)).status).toBe(200);
    const [received] = await mail.deliver();
    expect(received!.recipients).toEqual([user.email]);
    expect(subjectOf(received!)).toBe("Updated Church was updated");
  });

  test("an owner's event approved or rejected tells the owner who sent it", async () => {
    const { user } = await owner();
    const approved = createEvent(app.db, { title: "Fall Festival", status: "pending", submittedBy: user.id });
    const rejected = createEvent(app.db, { title: "Bake Sale", status: "pending", submittedBy: user.id });
    expect((await asAdmin(`/api/admin/events/${approved.id}/approve`)).status).toBe(200);
    expect((await asAdmin(`/api/admin/events/${rejected.id}/reject`, { reason: "Please add the address." })).status).toBe(200);
    const received = await mail.deliver();
    expect(received.map(subjectOf).sort()).toEqual(['Your event "Bake Sale" was not approved', 'Your event "Fall Festival" is published']);
    expect(bodyOf(received.find((m) => subjectOf(m).includes("Fall Festival"))!)).toContain(`${app.ctx.origin}/events/${approved.id}`);
    expect(bodyOf(received.find((m) => subjectOf(m).includes("Bake Sale"))!)).toContain("Please add the address.");
  });

  test("a rejected event approved after all tells its sender it is published; the same decision again, or an admin's about their own event, tells nobody", async () => {
    const { user } = await owner();
    const event = createEvent(app.db, { title: "Second Look Supper", status: "pending", submittedBy: user.id });
    expect((await asAdmin(`/api/admin/events/${event.id}/reject`, { reason: "No time given." })).status).toBe(200);
    expect((await mail.deliver()).map(subjectOf)).toEqual(['Your event "Second Look Supper" was not approved']);
    expect((await asAdmin(`/api/admin/events/${event.id}/approve`)).status).toBe(200);
    const [approved, ...others] = await mail.deliver();
    expect(others).toEqual([]);
    expect(approved!.recipients).toEqual([user.email!]);
    expect(subjectOf(approved!)).toBe('Your event "Second Look Supper" is published');
    expect(bodyOf(approved!)).toContain(`${app.ctx.origin}/events/${event.id}`);

    expect((await asAdmin(`/api/admin/events/${event.id}/approve`)).status).toBe(200);
    const admin = app.db.select().from(users).where(eq(users.email, "admin@example.org")).get()!;
    const own = createEvent(app.db, { title: "Admin Picnic", status: "approved", submittedBy: admin.id });
    expect((await asAdmin(`/api/admin/events/${own.id}/reject`)).status).toBe(200);
    expect(await mail.deliver()).toEqual([]);
  });
});

describe("'E-mail me about' in the account settings", () => {
  const post = (cookie: string, topics: string[]) =>
    app.request("/api/account/notifications", {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(topics.map((t) => ["topics", t])).toString(),
    });

  test("the page shows a checkbox per topic, all ticked at first", async () => {
    const { cookie } = await owner();
    const html = await (await app.request("/dashboard/account", { headers: { cookie } })).text();
    expect(html).toContain("<legend>E-mail me about</legend>");
    expect(html.match(/type="checkbox" name="topics" checked="" value="[a-z]+"/g)).toHaveLength(7);
  });

  test("a form post without JavaScript saves the choice; a switched-off topic sends nothing, the others still do", async () => {
    const { user, cookie } = await owner();
    const saved = await post(cookie, ["claims", "events"]);
    expect([saved.status, saved.headers.get("location")]).toEqual([303, "/dashboard/account?done=notifications#notifications"]);
    expect(app.db.select({ off: users.mailOptOuts }).from(users).where(eq(users.id, user.id)).get()!.off).toEqual(["listing", "updates", "payments", "reports", "times"]);
    const page = await (await app.request("/dashboard/account?done=notifications", { headers: { cookie } })).text();
    expect(page).toContain("Your e-mail choices were saved.");
    expect(page).toContain('checked="" value="claims"');
    expect(page).not.toContain('checked="" value="listing"');

    const church = createChurch(app.db, { name: "Quiet Church", status: "pending", ownerId: user.id });
    expect((await asAdmin(`/api/admin/churches/${church.id}/approve`)).status).toBe(200);
    expect(await mail.deliver()).toEqual([]);
    const event = createEvent(app.db, { title: "Still Told", status: "pending", submittedBy: user.id });
    expect((await asAdmin(`/api/admin/events/${event.id}/approve`)).status).toBe(200);
    expect((await mail.deliver()).map(subjectOf)).toEqual(['Your event "Still Told" is published']);
  });

  test("JSON from the island; an unknown topic is 422 on topics; signed out is 401", async () => {
    const { cookie } = await owner();
    const ok = await app.request("/api/account/notifications", jsonRequest("POST", { topics: ["payments"] }, { cookie }));
    expect(await ok.json()).toEqual({ ok: true, message: "Your e-mail choices were saved.", topics: ["payments"] });
    const bad = await app.request("/api/account/notifications", jsonRequest("POST", { topics: ["password"] }, { cookie }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ details: { fields: { topics: "Choose among the listed e-mails." } } });
    expect((await app.request("/api/account/notifications", jsonRequest("POST", { topics: [] }))).status).toBe(401);
  });

  test("security mail is sent whatever the choices", async () => {
    const { user, cookie } = await owner();
    await post(cookie, []);
    const changed = await app.request("/api/account/password", jsonRequest("POST", { currentPassword: "correct-horse-battery", password: "a-new-password" }, { cookie }));
    expect(changed.status).toBe(200);
    expect(kinds().filter((k) => k.to === user.email).map((k) => k.kind)).toEqual(["password-changed"]);
    await mail.deliver();
  });
});
