import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { accountLinkMessages } from "../../contract/account-links";
import { accountTokens, churches, outbox, sessions, subscriptions, users } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { decodedBody, startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../../../tests/fakes/smtp";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { startMailWorker, type MailWorker } from "../mail/worker";
import { purgeInactiveAccounts } from "./service";
import { mergeOnSignIn } from "../shortlist/account";

let smtp: FakeSmtp;
let app: TestApp;
let worker: MailWorker;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://churches.example.org" });
  // Sends when told (runOnce), never on its own clock: the tests read the mail right after.
  worker = startMailWorker(app.db, smtp.url, (line) => app.logs.push(line), { everyMs: 3_600_000 });
});
afterEach(() => {
  smtp.received.length = 0;
  app.db.delete(outbox).run();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  app.close();
});

/** Sends what is queued over SMTP and answers what the server received. */
async function delivered(): Promise<ReceivedMail[]> {
  await worker.runOnce();
  return [...smtp.received];
}
const linkIn = (mail: ReceivedMail, path: string) => decodedBody(mail).match(new RegExp(`https://churches\\.example\\.org${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
const post = (path: string, body: unknown, cookie?: string) => app.request(path, jsonRequest("POST", body, cookie ? { cookie: `sid=${cookie}` } : {}));
const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...(cookie ? { cookie: `sid=${cookie}` } : {}) }, body: new URLSearchParams(fields).toString() });
const me = (token: string) => app.request("/api/auth/me", { headers: { cookie: `sid=${token}` } });
const sidOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("sid="))?.match(/^sid=([^;]*)/)?.[1];

async function resetLinkFor(email: string): Promise<string> {
  expect((await post("/api/auth/forgot-password", { email })).status).toBe(200);
  const mail = (await delivered()).find((m) => m.recipients.includes(email))!;
  return linkIn(mail, "/reset-password")!;
}

describe("forgotten password", () => {
  test("a known and an unknown address get the same answer; only the known one gets a mail, with both parts and the site's footer", async () => {
    const user = await createUser(app.db, { email: "known@example.org" });
    const known = await post("/api/auth/forgot-password", { email: "Known@Example.org" });
    const unknown = await post("/api/auth/forgot-password", { email: "nobody@example.org" });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    const received = await delivered();
    expect(received.map((m) => m.recipients)).toEqual([["known@example.org"]]);
    const mail = received[0]!;
    expect(mail.headers.get("subject")).toEqual(["Choose a new password for San Antonio Church Directory"]);
    expect(mail.headers.get("auto-submitted")).toEqual(["auto-generated"]);
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
    const body = decodedBody(mail);
    expect(body).toContain(`Hello ${user.username},`);
    expect(body).toContain("San Antonio, Texas");
    expect(body).toContain("https://churches.example.org/");
    expect(linkIn(mail, "/reset-password")).toBeTruthy();
    // Only the token's hash is kept.
    const stored = app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)).all();
    expect(stored).toHaveLength(1);
    expect(body).not.toContain(stored[0]!.tokenHash);
  });

  test("the link sets a new password once, signs this browser in and every other session out", async () => {
    const user = await createUser(app.db, { email: "once@example.org", password: "old-password" });
    const otherSession = createSession(app.db, user.id);
    const token = await resetLinkFor("once@example.org");
    expect((await app.request(`/reset-password?token=${token}`)).status).toBe(200);

    const res = await post("/api/auth/reset-password", { token, password: "brand-new-pass" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, role: "owner" });
    const sid = sidOf(res)!;
    expect((await me(sid)).status).toBe(200);
    expect((await me(otherSession)).status).toBe(401);
    expect((await post("/api/auth/login", { username: user.username, password: "old-password" })).status).toBe(401);
    expect((await post("/api/auth/login", { username: user.username, password: "brand-new-pass" })).status).toBe(200);

    const again = await post("/api/auth/reset-password", { token, password: "another-pass" });
    expect(again.status).toBe(422);
    expect((await again.json()).error).toBe(accountLinkMessages.linkExpired);
    expect(await (await app.request(`/reset-password?token=${token}`)).text()).toContain(accountLinkMessages.linkExpired);
  });

  test("a link older than one hour no longer works", async () => {
    const user = await createUser(app.db, { email: "late@example.org" });
    const token = await resetLinkFor("late@example.org");
    app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(accountTokens.userId, user.id)).run();
    const res = await post("/api/auth/reset-password", { token, password: "brand-new-pass" });
    expect([res.status, (await res.json()).error]).toEqual([422, accountLinkMessages.linkExpired]);
  });

  test("a new password follows the registration's rules, and the confirmation must match", async () => {
    const short = await post("/api/auth/reset-password", { token: "x", password: "12345" });
    expect([short.status, (await short.json()).details.fields.password]).toEqual([422, "Password must be at least 6 characters"]);
    const mismatch = await post("/api/auth/reset-password", { token: "x", password: "123456", confirmPassword: "654321" });
    expect((await mismatch.json()).details.fields.confirmPassword).toBe("Passwords don't match");
    expect((await post("/api/auth/forgot-password", { email: "not an address" })).status).toBe(422);
    expect((await app.request("/api/auth/forgot-password", jsonRequest("POST", ["list"]))).status).toBe(400);
  });

  test("at most 3 mails an hour per address, with the same answer after; a client is refused after 10 requests", async () => {
    // Its own app: in-process requests all come from one client address, whose count this test uses up.
    const own = await createTestApp();
    try {
      await createUser(own.db, { email: "often@example.org" });
      const ask = (email: string) => own.request("/api/auth/forgot-password", jsonRequest("POST", { email }));
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await ask("often@example.org")).status);
      expect(answers).toEqual([200, 200, 200, 200, 200]);
      expect(own.db.select().from(outbox).all().map((m) => m.to)).toEqual(["often@example.org", "often@example.org", "often@example.org"]);
      for (let i = 0; i < 5; i++) expect((await ask(`someone${i}@example.org`)).status).toBe(200);
      const refused = await ask("someone@example.org");
      expect([refused.status, (await refused.json()).error]).toEqual([429, accountLinkMessages.tooManyResets]);
    } finally {
      own.close();
    }
  });

  test("without JavaScript: the forms post and land on their pages with the outcome", async () => {
    const user = await createUser(app.db, { email: "nojs@example.org" });
    const asked = await formPost("/api/auth/forgot-password", { email: "nojs@example.org", door: "admin" });
    expect([asked.status, asked.headers.get("location")]).toEqual([303, "/admin/forgot-password?sent=1"]);
    expect(await (await app.request("/admin/forgot-password?sent=1")).text()).toContain("If an account uses that address, we have sent a link");
    const token = linkIn((await delivered())[0]!, "/reset-password")!;

    const mismatch = await formPost("/api/auth/reset-password", { token, password: "123456", confirmPassword: "1234567" });
    expect(mismatch.status).toBe(303);
    const back = mismatch.headers.get("location")!;
    expect(back).toStartWith(`/reset-password?token=${token}&error=`);
    expect(await (await app.request(back)).text()).toContain("Passwords don&#x27;t match");

    const done = await formPost("/api/auth/reset-password", { token, password: "123456", confirmPassword: "123456" });
    expect([done.status, done.headers.get("location")]).toEqual([303, "/dashboard"]);
    expect(((await (await me(sidOf(done)!)).json()) as { id: number }).id).toBe(user.id);
  });

  test("the daily retention deletes links that have expired", async () => {
    const user = await createUser(app.db, { email: "kept@example.org" });
    await resetLinkFor("kept@example.org");
    purgeInactiveAccounts(app.db);
    expect(app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)).all()).toHaveLength(1);
    purgeInactiveAccounts(app.db, new Date(Date.now() + 2 * 3600_000));
    expect(app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)).all()).toEqual([]);
  });

  test("an error text someone wrote into the URL is not shown", async () => {
    const html = await (await app.request("/forgot-password?error=Call%20us%20at%20555")).text();
    expect(html).not.toContain("Call us at 555");
  });
});

describe("account settings", () => {
  test("change password: the current one is required; other sessions end, this one stays; the address is told", async () => {
    const user = await createUser(app.db, { password: "first-password" });
    const here = createSession(app.db, user.id);
    const elsewhere = createSession(app.db, user.id);
    const wrong = await post("/api/account/password", { currentPassword: "nope", password: "second-password" }, here);
    expect([wrong.status, (await wrong.json()).details.fields.currentPassword]).toEqual([422, accountLinkMessages.wrongPassword]);
    const ok = await post("/api/account/password", { currentPassword: "first-password", password: "second-password" }, here);
    expect(ok.status).toBe(200);
    expect([(await me(here)).status, (await me(elsewhere)).status]).toEqual([200, 401]);
    const mail = await delivered();
    expect(mail.map((m) => [m.recipients[0], m.headers.get("subject")![0]])).toEqual([[user.email, "Your password was changed"]]);
    expect((await post("/api/auth/login", { username: user.username, password: "second-password" })).status).toBe(200);
  });

  test("change e-mail: a link to the new address, a notice to the old; the address changes only when the link is opened, once", async () => {
    const user = await createUser(app.db, { email: "old@example.org" });
    const sid = createSession(app.db, user.id);
    const taken = await createUser(app.db, { email: "taken@example.org" });
    expect((await post("/api/account/email", { email: taken.email, currentPassword: user.password }, sid)).status).toBe(409);
    expect((await post("/api/account/email", { email: "new@example.org", currentPassword: "wrong" }, sid)).status).toBe(422);
    expect((await post("/api/account/email", { email: "New@Example.org", currentPassword: user.password }, sid)).status).toBe(200);
    const mail = await delivered();
    expect(mail.map((m) => m.recipients[0]).sort()).toEqual(["new@example.org", "old@example.org"]);
    expect(decodedBody(mail.find((m) => m.recipients[0] === "old@example.org")!)).toContain("new@example.org");
    const token = linkIn(mail.find((m) => m.recipients[0] === "new@example.org")!, "/confirm-email")!;
    expect(app.db.select().from(users).where(eq(users.id, user.id)).get()!.email).toBe("old@example.org");
    expect(await (await app.request(`/confirm-email?token=${token}`)).text()).toContain("Make new@example.org the e-mail address of your account.");

    const confirmed = await post("/api/account/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(app.db.select().from(users).where(eq(users.id, user.id)).get()!.email).toBe("new@example.org");
    expect((await post("/api/account/confirm-email", { token })).status).toBe(422);
  });

  test("delete: the password confirms; a running plan stops it; the church stays, unclaimed, and the sessions end", async () => {
    const user = await createUser(app.db);
    const sid = createSession(app.db, user.id);
    const church = createChurch(app.db, { ownerId: user.id });
    expect((await post("/api/account/delete", { currentPassword: "wrong" }, sid)).status).toBe(422);
    app.db.insert(subscriptions).values({ userId: user.id, provider: "demo", providerSubscriptionId: `sub_${user.id}`, plan: "premium-monthly", status: "active" }).run();
    const running = await post("/api/account/delete", { currentPassword: user.password }, sid);
    expect([running.status, (await running.json()).error]).toEqual([409, accountLinkMessages.paidPlanActive]);
    app.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.userId, user.id)).run();

    const res = await post("/api/account/delete", { currentPassword: user.password }, sid);
    expect(res.status).toBe(200);
    expect(sidOf(res)).toBe("");
    expect(app.db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect(app.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
    expect(app.db.select().from(churches).where(eq(churches.id, church.id)).get()).toMatchObject({ ownerId: null, status: "approved" });
    expect((await me(sid)).status).toBe(401);
    expect((await delivered()).map((m) => m.headers.get("subject")![0])).toEqual(["Your San Antonio Church Directory account was deleted"]);
  });

  test("delete without JavaScript lands on 'Account deleted'", async () => {
    const user = await createUser(app.db);
    const sid = createSession(app.db, user.id);
    const res = await formPost("/api/account/delete", { currentPassword: user.password }, sid);
    expect([res.status, res.headers.get("location")]).toEqual([303, "/account-deleted"]);
    expect(await (await app.request("/account-deleted")).text()).toContain(accountLinkMessages.accountDeleted);
  });

  test("download my data: a JSON attachment with the account, its church and its shortlist, never the password hash", async () => {
    const user = await createUser(app.db);
    const church = createChurch(app.db, { ownerId: user.id, name: "Mine" });
    mergeOnSignIn(app.db, user.id, [church.id]);
    const res = await app.request("/api/account/export", { headers: { cookie: `sid=${createSession(app.db, user.id)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(data.churches.map((c: { id: number }) => c.id)).toEqual([church.id]);
    expect(data.shortlist).toEqual([{ churchId: church.id, name: "Mine", slug: church.slug }]);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toContain("argon2");
  });

  test("the settings routes and page need a sign-in", async () => {
    expect((await post("/api/account/password", { currentPassword: "x", password: "yyyyyy" })).status).toBe(401);
    expect((await app.request("/api/account/export")).status).toBe(401);
    const page = await app.request("/dashboard/account");
    expect([page.status, page.headers.get("location")]).toEqual([302, "/login"]);
  });
});
