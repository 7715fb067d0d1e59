import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { newsletterSubscriptions, outbox } from "../../db/schema";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { mailSite } from "../../mail/site";
import { subscribe } from "./service";

let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
beforeAll(async () => {
  app = await createTestApp();
  mail = await mailOver(app);
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

const ANSWER = { ok: true, message: "Thank you! Please check your inbox: we sent a link to confirm your subscription." };
const post = (email: string) => app.request("/api/newsletter/subscribe", jsonRequest("POST", { email }));
const row = (email: string) => app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).get()!;
const linkIn = (text: string) => text.match(/https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[\w%-]+/)![0]!;
const confirm = (token: string) =>
  app.request("/newsletter/confirm", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ token }).toString() });

describe("newsletter double opt-in, over SMTP", () => {
  test("subscribing sends a confirmation link; the page asks before confirming; the button confirms once", async () => {
    expect(await (await post("Reader@Example.org")).json()).toEqual(ANSWER);
    expect(row("reader@example.org").confirmedAt).toBeNull();
    const [received] = await mail.deliver();
    expect(received!.recipients).toEqual(["reader@example.org"]);
    expect(subjectOf(received!)).toBe("Confirm your subscription to the San Antonio Church Directory newsletter");
    const link = new URL(linkIn(bodyOf(received!)));
    const token = link.searchParams.get("token")!;

    // Opening the link (as a mail scanner would) confirms nothing: it shows a button.
    const page = await (await app.request(link.pathname + link.search)).text();
    expect(page).toContain("reader@example.org");
    expect(page).toContain('action="/newsletter/confirm" method="post"><input type="hidden" name="token"');
    expect(row("reader@example.org").confirmedAt).toBeNull();

    const confirmed = await confirm(token);
    expect([confirmed.status, confirmed.headers.get("location")]).toEqual([303, "/newsletter?status=confirmed"]);
    expect(row("reader@example.org").confirmedAt).toBeInstanceOf(Date);
    expect(await (await app.request("/newsletter?status=confirmed")).text()).toContain("Subscription Confirmed");

    // A used link: the page and the button both say so.
    expect(await (await app.request(link.pathname + link.search)).text()).toContain("This confirmation link has expired or was already used.");
    expect((await confirm(token)).headers.get("location")).toBe("/newsletter?status=confirm-invalid");
    const json = await app.request("/newsletter/confirm", jsonRequest("POST", { token }));
    expect(json.status).toBe(422);
  });

  test("the same answer for a new, a pending and a confirmed address; no second confirmation within a day", async () => {
    for (const email of ["new@example.org", "new@example.org", "reader@example.org"]) expect(await (await post(email)).json()).toEqual(ANSWER);
    const received = await mail.deliver();
    expect(received.map((m) => m.recipients[0])).toEqual(["new@example.org"]);
  });

  test("a day later a pending address gets a new link, and the old one stops working", async () => {
    const site = mailSite(app.ctx);
    const now = new Date();
    subscribe(app.db, site, app.ctx.mailCaps, { email: "late@example.org" }, "en", new Date(now.getTime() - 25 * 3600_000));
    const first = app.db.select().from(outbox).where(eq(outbox.to, "late@example.org")).all();
    subscribe(app.db, site, app.ctx.mailCaps, { email: "late@example.org" }, "en", now);
    const both = app.db.select().from(outbox).where(eq(outbox.to, "late@example.org")).all();
    expect([first.length, both.length]).toEqual([1, 2]);
    const oldToken = new URL(linkIn(first[0]!.text)).searchParams.get("token")!;
    expect((await confirm(oldToken)).headers.get("location")).toBe("/newsletter?status=confirm-invalid");
    const newToken = new URL(linkIn(both[1]!.text)).searchParams.get("token")!;
    expect((await confirm(newToken)).headers.get("location")).toBe("/newsletter?status=confirmed");
    await mail.deliver();
  });

  test("a link older than 7 days no longer confirms", async () => {
    subscribe(app.db, mailSite(app.ctx), app.ctx.mailCaps, { email: "slow@example.org" }, "en", new Date(Date.now() - 8 * 24 * 3600_000));
    const [sent] = app.db.select().from(outbox).where(eq(outbox.to, "slow@example.org")).all();
    const token = new URL(linkIn(sent!.text)).searchParams.get("token")!;
    expect((await confirm(token)).headers.get("location")).toBe("/newsletter?status=confirm-invalid");
    expect(row("slow@example.org").confirmedAt).toBeNull();
    await mail.deliver();
  });

  test("a bad token is refused without a 500", async () => {
    expect((await confirm("x".repeat(500))).status).toBe(422);
    expect((await app.request("/newsletter/confirm?token=nonsense")).status).toBe(200);
  });
});
