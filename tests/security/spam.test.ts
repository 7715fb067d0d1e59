import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { FORM_TOKEN_FIELD, formGuardMessages, HONEYPOT_FIELD, type GuardedForm } from "../../src/contract/form-guard";
import { churchClaims, churchUpdateRequests, contactMessages, events, outbox, users } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { issueFormToken } from "../../src/http/form-guard";
import { FloodSummary } from "../../src/jobs/flood-summary";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { formToken } from "../helpers/form-token";

/**
 * Spam from many addresses (docs/decisions/0046-hardening-round-3.md, spam): every public form
 * carries a signed time-trap token and a honeypot; past the site's hourly bound per form, posts are
 * held for review instead of mailed, and the admins get one summary an hour.
 */
let app: TestApp;
let owner = "";
let churchId = 0;
const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app.db, { username: "spam-owner" });
  owner = `sid=${createSession(app.db, user.id)}`;
  churchId = createChurch(app.db, { name: "Spam Test Church", ownerId: user.id }).id;
});
afterAll(() => app.close());

const count = (table: typeof contactMessages | typeof churchUpdateRequests | typeof events | typeof churchClaims | typeof users) => app.db.select().from(table).all().length;

/** Each public form: where it posts as JSON, a body people would send, and the table a post lands in. */
const FORMS: Record<GuardedForm, { path: string; body: () => Record<string, unknown>; cookie?: () => string; table: Parameters<typeof count>[0] }> = {
  contact: { path: "/api/contacts", body: () => ({ name: "Visitor", email: "visitor@example.org", subject: "general-inquiry", message: "A question about the site." }), table: contactMessages },
  update: { path: "/api/church-updates", body: () => ({ churchId, submitterName: "Rep", submitterEmail: "rep@example.org", submitterRole: "Pastor", updateReason: "New phone number", phone: "(210) 555-0199" }), table: churchUpdateRequests },
  event: { path: "/api/user/events", body: () => ({ title: "Supper", description: "A shared supper for neighbours.", date: tomorrow, category: "community" }), cookie: () => owner, table: events },
  claim: { path: "/api/user/churches/claim", body: () => ({ churchId: createChurch(app.db).id, role: "pastor", phone: "(210) 555-0150", note: "I have led this parish for six years." }), cookie: () => "", table: churchClaims },
  register: { path: "/api/auth/register", body: () => ({ username: `spam-${crypto.randomUUID().slice(0, 8)}`, email: `${crypto.randomUUID().slice(0, 8)}@example.org`, password: "a long enough password" }), table: users },
};
// Claims need an account without a church: a new one for each post.
const claimant = async () => `sid=${createSession(app.db, (await createUser(app.db)).id)}`;

async function post(form: GuardedForm, extra: Record<string, unknown>, from = "198.51.100.1") {
  const spec = FORMS[form];
  const cookie = form === "claim" ? await claimant() : (spec.cookie?.() ?? "");
  return app.requestFrom(from, spec.path, { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ ...spec.body(), ...extra }) });
}
const tokenAt = (form: GuardedForm, ageMs: number) => ({ [FORM_TOKEN_FIELD]: issueFormToken(app.ctx.env.SESSION_SECRET, form, Date.now() - ageMs) });

describe("the time trap", () => {
  for (const form of Object.keys(FORMS) as GuardedForm[]) {
    test(`${form}: no token, a forged one, another form's, a day-old one or one a second old are refused and store nothing; a person's is taken`, async () => {
      const before = count(FORMS[form].table);
      const other = form === "contact" ? "update" : "contact";
      const refusals = [
        [{}, formGuardMessages.expired],
        [{ [FORM_TOKEN_FIELD]: "lq2x3k1.forged-forged-forged-forged-12" }, formGuardMessages.expired],
        [tokenAt(other, 60_000), formGuardMessages.expired],
        [tokenAt(form, 25 * 3600_000), formGuardMessages.expired],
        [tokenAt(form, 1_000), formGuardMessages.tooFast],
      ] as const;
      for (const [n, [fields, message]] of refusals.entries()) {
        const res = await post(form, fields, `198.51.100.${10 + n}`);
        expect({ form, n, status: res.status, error: ((await res.json()) as { error: string }).error }).toEqual({ form, n, status: 422, error: message });
      }
      expect(count(FORMS[form].table)).toBe(before);
      expect((await post(form, tokenAt(form, 10_000), "198.51.100.20")).status).toBe(201);
      expect(count(FORMS[form].table)).toBe(before + 1);
    });
  }

  test("the page's own token, sent at once, is too fast; without JavaScript the form comes back with the words, what was typed and a new token", async () => {
    const page = await (await app.request("/contact")).text();
    const token = /name="formToken" value="([^"]+)"/.exec(page)![1]!;
    const fields = { name: "Quick Bot", email: "bot@example.org", subject: "general-inquiry", message: "Sent before anyone could type.", [FORM_TOKEN_FIELD]: token };
    const res = await app.requestFrom("198.51.100.30", "/contact", { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    expect(res.status).toBe(422);
    const again = await res.text();
    expect(again).toContain("That was sent faster than anyone can fill in this form. Please check it and send it again.");
    expect(again).toContain('value="Quick Bot"');
    const fresh = /name="formToken" value="([^"]+)"/.exec(again)![1]!;
    expect(fresh).not.toBe("");
    expect(count(contactMessages)).toBeGreaterThan(0);
  });

  test("pages with a public form are drawn for each visitor, never kept or shared", async () => {
    for (const path of ["/contact", "/register", `/verify-church/${churchId}`, "/event-submission", "/es/contact"]) {
      // The event form is drawn for the owner of an approved church (docs/decisions/0059-forms-without-losses.md).
      const init = path === "/event-submission" ? { headers: { cookie: owner } } : undefined;
      const first = await app.request(path, init);
      const second = await app.request(path, init);
      expect({ path, cache: first.headers.get("cache-control"), kept: second.headers.get("x-page-cache") }).toEqual({ path, cache: "private, no-store", kept: "miss" });
      expect(await first.text()).toMatch(/name="formToken" value="[^"]+"/);
    }
  });
});

describe("the honeypot", () => {
  test("filled in, contact, update and event answer as if it worked and store nothing; registration is refused", async () => {
    for (const form of ["contact", "update", "event", "claim"] as const) {
      const before = count(FORMS[form].table);
      const res = await post(form, { ...tokenAt(form, 10_000), [HONEYPOT_FIELD]: "Spam Inc" }, "198.51.100.40");
      expect({ form, status: res.status }).toEqual({ form, status: 201 });
      expect(count(FORMS[form].table)).toBe(before);
    }
    const users_ = count(users);
    const res = await post("register", { ...tokenAt("register", 10_000), [HONEYPOT_FIELD]: "Spam Inc" }, "198.51.100.41");
    expect(res.status).toBe(422);
    expect(count(users)).toBe(users_);
  });
});

describe("a flood from rotating addresses", () => {
  let flooded: TestApp;
  beforeAll(async () => {
    flooded = await createTestApp({ FORM_FLOOD_PER_HOUR: "3" });
    await createUser(flooded.db, { username: "flood-admin-1", role: "admin", email: "one@admin.example.org" });
    await createUser(flooded.db, { username: "flood-admin-2", role: "admin", email: "two@admin.example.org" });
  });
  afterAll(() => flooded.close());
  const mails = (kind: string) => flooded.db.select().from(outbox).where(eq(outbox.kind, kind)).all();

  test("past the hourly bound, contact messages are kept for the Inbox but not mailed; the admins get one summary an hour", async () => {
    for (let n = 0; n < 10; n++) {
      const res = await flooded.requestFrom(`203.0.113.${n + 1}`, "/api/contacts", { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ name: "Flood", email: `flood${n}@example.org`, subject: "general-inquiry", message: "One of many messages.", ...formToken(flooded, "contact") }) });
      expect(res.status).toBe(201);
    }
    expect(flooded.db.select().from(contactMessages).all()).toHaveLength(10);
    // Three messages forwarded to each of the two admins; the seven others held.
    expect(mails("contact-message")).toHaveLength(6);
    const summary = new FloodSummary(flooded.ctx);
    const now = Date.now();
    summary.tick(now);
    const sent = mails("admin-flood");
    expect(sent.map((m) => m.to).sort()).toEqual(["one@admin.example.org", "two@admin.example.org"]);
    expect(sent[0]!.text).toContain("7 contact messages past the bound, not forwarded: read them in the Inbox tab");
    // The flood goes on: no second summary within the hour, one after it.
    await flooded.requestFrom("203.0.113.50", "/api/contacts", { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ name: "Flood", email: "flood50@example.org", subject: "general-inquiry", message: "One of many messages.", ...formToken(flooded, "contact") }) });
    summary.tick(now + 10 * 60_000);
    expect(mails("admin-flood")).toHaveLength(2);
    summary.tick(now + 61 * 60_000);
    expect(mails("admin-flood")).toHaveLength(4);
    expect(mails("admin-flood").at(-1)!.text).toContain("1 contact message past the bound");
    // Nothing held: no summary.
    summary.tick(now + 3 * 3600_000);
    expect(mails("admin-flood")).toHaveLength(4);
  });

  test("past the bound, registrations wait for the next hour (429) and say so", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let n = 0; n < 5; n++) {
      last = await flooded.requestFrom(`203.0.113.${100 + n}`, "/api/auth/register", { method: "POST", headers: { origin: TEST_ORIGIN, "content-type": "application/json" }, body: JSON.stringify({ username: `flood-user-${n}`, email: `flood-user-${n}@example.org`, password: "a long enough password", ...formToken(flooded, "register") }) });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(((await last!.json()) as { error: string }).error).toBe(formGuardMessages.flooded);
  });
});
