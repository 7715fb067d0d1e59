import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { PendingClaim } from "../../contract/admin";
import { claimMessages, isAtDomain, websiteDomain } from "../../contract/claims";
import { churchClaims, outbox } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { decodedBody, startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../../../tests/fakes/smtp";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { startMailWorker, type MailWorker } from "../mail/worker";
import { verifyClaimEmail } from "./service";
import { formToken, withFormToken } from "../../../tests/helpers/form-token";

/** Claims with safeguards (docs/decisions/0035-claim-safeguards.md): the form's fields, the domain rule, the mailed link, the admin's view. */

let smtp: FakeSmtp;
let app: TestApp;
let worker: MailWorker;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://churches.example.org" });
  // Sends when told (runOnce), never on its own clock.
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

const details = { role: "pastor", phone: "(210) 555-0150", note: "I have led this parish for six years." };
async function claimant(role: "owner" | "admin" = "owner") {
  const user = await createUser(app.db, { role });
  return { user, cookie: `sid=${createSession(app.db, user.id)}` };
}
const claim = (body: Record<string, unknown>, cookie?: string) => app.request("/api/user/churches/claim", jsonRequest("POST", withFormToken(app, "claim", body), cookie ? { cookie } : {}));
const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams({ ...formToken(app, "claim"), ...fields }).toString() });
/** A refusal's messages by field, as the API answers them. */
const fieldsOf = async (res: Response) => ((await res.json()) as { details?: { fields?: Record<string, string> } }).details?.fields;
async function delivered(): Promise<ReceivedMail[]> {
  await worker.runOnce();
  return [...smtp.received];
}
const linkIn = (mail: ReceivedMail) => decodedBody(mail).match(/https:\/\/churches\.example\.org\/verify-claim\?token=([A-Za-z0-9_-]+)/)?.[1];

describe("the claim form's fields", () => {
  test("each missing or bad field answers 422 naming it, in the form's words", async () => {
    const { cookie } = await claimant();
    const church = createChurch(app.db, { name: "Field Test Chapel" });
    const refused = await claim({ churchId: church.id, role: "bishop", phone: "call me", note: "short" }, cookie);
    expect(refused.status).toBe(422);
    expect(await fieldsOf(refused)).toEqual({ role: claimMessages.role, phone: claimMessages.phone, note: claimMessages.note });
    const tooLong = await claim({ churchId: church.id, ...details, note: "x".repeat(501) }, cookie);
    expect(await fieldsOf(tooLong)).toEqual({ note: claimMessages.note });
    const badEmail = await claim({ churchId: church.id, ...details, verificationEmail: "not an address" }, cookie);
    expect(await fieldsOf(badEmail)).toEqual({ verificationEmail: claimMessages.email });
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.churchId, church.id)).all()).toHaveLength(0);
  });

  test("anonymous callers are refused; a church with an owner cannot be claimed", async () => {
    const church = createChurch(app.db, { name: "Anonymous Test Chapel" });
    expect((await claim({ churchId: church.id, ...details })).status).toBe(401);
    const owned = createChurch(app.db, { name: "Owned Chapel", ownerId: (await createUser(app.db)).id });
    const { cookie } = await claimant();
    expect((await claim({ churchId: owned.id, ...details }, cookie)).status).toBe(409);
    expect((await app.request(`/claim-church/${owned.id}`, { headers: { cookie } })).status).toBe(404);
  });

  test("the details are kept with the claim, and no mail goes without an address", async () => {
    const { user, cookie } = await claimant();
    const church = createChurch(app.db, { name: "Details Chapel", website: null });
    const res = await claim({ churchId: church.id, ...details, note: "  I have led this parish for six years.  " }, cookie);
    expect(res.status).toBe(201);
    const stored = app.db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).get()!;
    expect(stored).toMatchObject({ role: "pastor", phone: "(210) 555-0150", note: "I have led this parish for six years.", verificationEmail: null, emailVerifiedAt: null });
    expect(await delivered()).toHaveLength(0);
  });
});

describe("verification at the church's website domain", () => {
  test("the domain is the website's host without www; subdomains of it count", () => {
    expect(websiteDomain("https://www.StMarys.org/about")).toBe("stmarys.org");
    expect(websiteDomain("http://parish.example.org")).toBe("parish.example.org");
    expect(websiteDomain(null)).toBeNull();
    expect(isAtDomain("pastor@mail.stmarys.org", "stmarys.org")).toBe(true);
    expect(isAtDomain("pastor@notstmarys.org", "stmarys.org")).toBe(false);
    expect(isAtDomain("pastor@stmarys.org.evil.example", "stmarys.org")).toBe(false);
  });

  test("an address elsewhere answers 422 'Use an address at {domain}'; a church without a website takes none", async () => {
    const { cookie } = await claimant();
    const church = createChurch(app.db, { name: "Domain Chapel", website: "https://www.domain-chapel.example.org" });
    const elsewhere = await claim({ churchId: church.id, ...details, verificationEmail: "pastor@gmail.example.com" }, cookie);
    expect(elsewhere.status).toBe(422);
    expect(await fieldsOf(elsewhere)).toEqual({ verificationEmail: "Use an address at domain-chapel.example.org" });
    const bare = createChurch(app.db, { name: "No Website Chapel", website: null });
    const none = await claim({ churchId: bare.id, ...details, verificationEmail: "pastor@domain-chapel.example.org" }, cookie);
    expect(await fieldsOf(none)).toEqual({ verificationEmail: claimMessages.noWebsite });
    expect(await delivered()).toHaveLength(0);
  });

  test("the mailed link verifies the claim once, with a button; a used or expired link says so; the admin sees it", async () => {
    const { user, cookie } = await claimant();
    const church = createChurch(app.db, { name: "Verified Chapel", website: "https://www.verified-chapel.example.org" });
    const res = await claim({ churchId: church.id, ...details, verificationEmail: "Pastor@Office.Verified-Chapel.example.org" }, cookie);
    expect(res.status).toBe(201);
    const [mail, ...others] = await delivered();
    expect(others).toHaveLength(0);
    expect(mail!.recipients).toEqual(["pastor@office.verified-chapel.example.org"]);
    expect(mail!.headers.get("subject")).toEqual(["Verify your e-mail address for your claim to Verified Chapel"]);
    const token = linkIn(mail!)!;
    const stored = app.db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).get()!;
    expect(decodedBody(mail!)).not.toContain(stored.verificationTokenHash!);
    // The claimant's own data export leaves the link's hash out.
    const exported = await (await app.request("/api/account/export", { headers: { cookie } })).text();
    expect(exported).toContain("pastor@office.verified-chapel.example.org");
    expect(exported).not.toContain(stored.verificationTokenHash!);

    // Opening the page verifies nothing (mail scanners open links): it asks for the button.
    const page = await (await app.request(`/verify-claim?token=${token}`)).text();
    expect(page).toContain("pastor@office.verified-chapel.example.org");
    expect(page).toContain("Verify this address");
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.id, stored.id)).get()!.emailVerifiedAt).toBeNull();

    const admin = await claimant("admin");
    const before = (await (await app.request("/api/admin/claims/pending", { headers: { cookie: admin.cookie } })).json()) as PendingClaim[];
    expect(before.find((c) => c.id === stored.id)).toMatchObject({ role: "pastor", phone: "(210) 555-0150", note: details.note, verifiedDomain: null });

    const pressed = await formPost("/api/claims/verify", { token });
    expect([pressed.status, pressed.headers.get("location")]).toEqual([303, "/verify-claim?done=1"]);
    expect(await (await app.request("/verify-claim?done=1")).text()).toContain("Your e-mail address is verified. The administrator reviewing your claim will see it.");

    const after = (await (await app.request("/api/admin/claims/pending", { headers: { cookie: admin.cookie } })).json()) as PendingClaim[];
    expect(after.find((c) => c.id === stored.id)!.verifiedDomain).toBe("office.verified-chapel.example.org");

    // Used: the link no longer works, by page or by button.
    expect(await (await app.request(`/verify-claim?token=${token}`)).text()).toContain("This link has expired or was already used.");
    const again = await app.request("/api/claims/verify", jsonRequest("POST", { token }));
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([422, claimMessages.linkExpired]);
  });

  test("a link past its 24 hours no longer works", async () => {
    const { user, cookie } = await claimant();
    const church = createChurch(app.db, { name: "Late Chapel", website: "https://late-chapel.example.org" });
    expect((await claim({ churchId: church.id, ...details, verificationEmail: "office@late-chapel.example.org" }, cookie)).status).toBe(201);
    const token = linkIn((await delivered())[0]!)!;
    expect(() => verifyClaimEmail(app.db, token, new Date(Date.now() + 25 * 3600_000))).toThrow(claimMessages.linkExpired);
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).get()!.emailVerifiedAt).toBeNull();
    expect((await app.request("/api/claims/verify", jsonRequest("POST", {}))).status).toBe(422);
  });
});

describe("the claim form without JavaScript", () => {
  test("a refused post shows the form again with the values and each field's message; a good one goes to the dashboard", async () => {
    const { user, cookie } = await claimant();
    const church = createChurch(app.db, { name: "Scriptless Chapel", website: "https://scriptless.example.org" });
    const form = await (await app.request(`/claim-church/${church.id}`, { headers: { cookie } })).text();
    expect(form).toContain("Verify with an e-mail at scriptless.example.org");
    const refused = await formPost(`/claim-church/${church.id}`, { role: "", phone: "(210) 555-0150", note: "<b>short", verificationEmail: "me@elsewhere.example" }, cookie);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(claimMessages.role);
    expect(html).toContain(claimMessages.note);
    expect(html).toContain('value="(210) 555-0150"');
    expect(html).toContain("&lt;b&gt;short");
    const saved = await formPost(`/claim-church/${church.id}`, { ...details, verificationEmail: "" }, cookie);
    expect([saved.status, saved.headers.get("location")]).toEqual([303, "/dashboard?saved=claimed"]);
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).get()!.status).toBe("pending");
    // Signed out, the form page and its post send the browser to sign in.
    const page = await app.request(`/claim-church/${church.id}`);
    expect([page.status, page.headers.get("location")?.startsWith("/login")]).toEqual([302, true]);
    const post = await formPost(`/claim-church/${church.id}`, details);
    expect([post.status, post.headers.get("location")?.startsWith("/login")]).toEqual([303, true]);
  });

  test("the list page finds churches with a plain search and links each to its form", async () => {
    createChurch(app.db, { name: "Listed Searchable Chapel" });
    const html = await (await app.request("/claim-church?search=searchable")).text();
    expect(html).toContain("Listed Searchable Chapel");
    expect(html).toMatch(/href="\/claim-church\/\d+"/);
  });
});

describe("the one-church rule said before the form (docs/decisions/0059-forms-without-losses.md)", () => {
  test("an owner with a church: /claim-church names the rule and the church, offers no claim; drawn for them alone, never cached", async () => {
    const { user, cookie } = await claimant();
    createChurch(app.db, { name: "My Own Parish", ownerId: user.id });
    createChurch(app.db, { name: "Someone Else's Chapel" });
    for (const path of ["/claim-church", "/claim-church?search=chapel"]) {
      const res = await app.request(path, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain("You Already Have a Church Listing");
      expect(html).toContain("Each account manages one church: My Own Parish.");
      expect(html).not.toContain("Claim This Church");
      expect(html).not.toMatch(/href="\/claim-church\/\d+"/);
    }
    // The same address for someone signed out (or a new account) still lists the churches: no copy of the first was kept.
    const anonymous = await app.request("/claim-church");
    expect([anonymous.headers.get("x-page-cache"), anonymous.headers.get("cache-control")]).toEqual(["miss", "private, no-store"]);
    const listed = await anonymous.text();
    expect(listed).toContain("Claim This Church: Someone Else&#x27;s Chapel");
    expect(listed).not.toContain("My Own Parish");
  });

  test("a pending claim counts: the list and a church's form say the claim waits, with no form; its post is refused with the same words (409)", async () => {
    const { cookie } = await claimant();
    const asked = createChurch(app.db, { name: "Asked-For Chapel" });
    const other = createChurch(app.db, { name: "Second Choice Chapel", website: "https://second.example.org" });
    expect((await claim({ churchId: asked.id, ...details }, cookie)).status).toBe(201);
    const list = await (await app.request("/claim-church", { headers: { cookie } })).text();
    expect(list).toContain("Each account manages one church: Asked-For Chapel (your claim is waiting for an administrator&#x27;s review).");
    const form = await (await app.request(`/claim-church/${other.id}`, { headers: { cookie } })).text();
    expect(form).toContain("You Already Have a Church Listing");
    expect(form).not.toContain('id="claim-form"');
    const post = await formPost(`/claim-church/${other.id}`, details, cookie);
    expect(post.status).toBe(409);
    const answer = await post.text();
    expect(answer).toContain("Each account manages one church: Asked-For Chapel");
    expect(answer).not.toContain('id="claim-form"');
    expect(app.db.select().from(churchClaims).where(eq(churchClaims.churchId, other.id)).all()).toEqual([]);
  });

  test("/church-submission and the dashboard say the rule to an owner with a church, and offer no 'Add New Church'", async () => {
    const { user, cookie } = await claimant();
    const mine = createChurch(app.db, { name: "Dashboard Parish", ownerId: user.id });
    const submission = await (await app.request("/church-submission", { headers: { cookie } })).text();
    expect(submission).toContain("Each account manages one church: Dashboard Parish.");
    expect(submission).toContain(`href="/church-edit/${mine.id}"`);
    expect(submission).not.toContain('id="church-form"');
    const dashboard = await (await app.request("/dashboard", { headers: { cookie } })).text();
    expect(dashboard).toContain("Each account manages one church: Dashboard Parish.");
    expect(dashboard).not.toContain("Add New Church");
    const newcomer = await claimant();
    expect(await (await app.request("/dashboard", { headers: { cookie: newcomer.cookie } })).text()).toContain("Add New Church");
  });
});
