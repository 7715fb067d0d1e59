import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { AdminNewsletter } from "../../contract/newsletters";
import { newsletterDeliveries, newsletters, newsletterSubscriptions, outbox } from "../../db/schema";
import { createSession, createUser } from "../../db/seed/factories";
import { poll } from "../../../tests/helpers/poll";
import { bodyOf, decodeHeader, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { mailSite } from "../../mail/site";
import { sendNextBatch } from "./newsletters";

let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  mail = await mailOver(app);
  const admin = await createUser(app.db, { role: "admin", email: "editor@example.org" });
  cookie = `sid=${createSession(app.db, admin.id)}`;
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

const call = (method: string, path: string, body?: unknown) =>
  app.request(path, body === undefined ? { method, headers: { cookie, origin: TEST_ORIGIN } } : jsonRequest(method, body, { cookie }));
/** Subscribers: `confirmed` receive newsletters, the others are pending or left. */
function subscribers(prefix: string, confirmed: number, pending = 0, left = 0) {
  const now = new Date();
  const rows = [
    ...Array.from({ length: confirmed }, (_, i) => ({ email: `${prefix}${i}@example.org`, confirmedAt: now })),
    ...Array.from({ length: pending }, (_, i) => ({ email: `${prefix}-pending${i}@example.org` })),
    ...Array.from({ length: left }, (_, i) => ({ email: `${prefix}-left${i}@example.org`, confirmedAt: now, unsubscribedAt: now })),
  ];
  app.db.insert(newsletterSubscriptions).values(rows).run();
}
const draft = async (subject = "March news") =>
  (await (await call("POST", "/api/admin/newsletters", { subject, body: '<p>Easter services <a href="https://example.org/easter">listed</a>.</p><script>alert(1)</script>' })).json()) as AdminNewsletter;

/** A writer that carries on after a batch another writer beat it to (its transaction rolled back). */
async function writeAll(id: number) {
  while (await sendNextBatch(app.db, mailSite(app.ctx), app.ctx.env.SESSION_SECRET, id).catch(() => true));
}

describe("admin newsletters", () => {
  test("only admins: 401 signed out, 403 for an owner", async () => {
    const owner = `sid=${createSession(app.db, (await createUser(app.db)).id)}`;
    for (const [method, path] of [["GET", "/api/admin/newsletters"], ["POST", "/api/admin/newsletters"], ["GET", "/api/admin/newsletters/1"], ["PUT", "/api/admin/newsletters/1"], ["POST", "/api/admin/newsletters/1/test"], ["POST", "/api/admin/newsletters/1/send"]] as const) {
      expect((await app.request(path, { method, headers: { origin: TEST_ORIGIN } })).status).toBe(401);
      expect((await app.request(path, { method, headers: { cookie: owner, origin: TEST_ORIGIN } })).status).toBe(403);
    }
  });

  test("a draft is validated and its HTML sanitised; PUT edits it; a test goes to the admin only, marked", async () => {
    const bad = await call("POST", "/api/admin/newsletters", { subject: "", body: "" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ details: { fields: { subject: "A subject is required", body: "The newsletter needs some text" } } });
    const created = await draft();
    expect(created).toMatchObject({ subject: "March news", status: "draft", queued: 0 });
    expect(created.body).not.toContain("<script>");
    const edited = (await (await call("PUT", `/api/admin/newsletters/${created.id}`, { subject: "March news, edited", body: "<p>Hello</p>" })).json()) as AdminNewsletter;
    expect(edited).toMatchObject({ subject: "March news, edited", body: "<p>Hello</p>" });
    expect((await call("GET", "/api/admin/newsletters/999")).status).toBe(404);
    expect((await call("PUT", "/api/admin/newsletters/abc", { subject: "x", body: "y" })).status).toBe(404);

    subscribers("test-", 2);
    expect(await (await call("POST", `/api/admin/newsletters/${created.id}/test`)).json()).toEqual({ to: "editor@example.org" });
    const received = await mail.deliver();
    expect(received.map((m) => m.recipients[0])).toEqual(["editor@example.org"]);
    expect(subjectOf(received[0]!)).toBe("[Test] March news, edited");
    expect((await call("GET", `/api/admin/newsletters/${created.id}`)).status).toBe(200);
    expect(((await (await call("GET", `/api/admin/newsletters/${created.id}`)).json()) as AdminNewsletter).status).toBe("draft");
  });

  test("sent to confirmed subscribers only, with the one-click unsubscribe headers; progress reaches the total; never twice", async () => {
    app.db.delete(newsletterSubscriptions).run();
    subscribers("reader", 3, 2, 1);
    const news = await draft("April news");
    expect(news.total).toBe(3);
    const started = await call("POST", `/api/admin/newsletters/${news.id}/send`);
    expect(started.status).toBe(202);
    expect(((await started.json()) as AdminNewsletter).status).toBe("sending");
    // A second click, at once or later, sends nothing.
    expect((await call("POST", `/api/admin/newsletters/${news.id}/send`)).status).toBe(409);
    const done = await poll(async () => (await (await call("GET", `/api/admin/newsletters/${news.id}`)).json()) as AdminNewsletter, (n) => n.status === "sent");
    expect(done).toMatchObject({ status: "sent", total: 3, queued: 3, delivered: 0 });
    expect((await call("PUT", `/api/admin/newsletters/${news.id}`, { subject: "x", body: "y" })).status).toBe(409);

    const received = await mail.deliver();
    expect(received.map((m) => m.recipients[0]).sort()).toEqual(["reader0@example.org", "reader1@example.org", "reader2@example.org"]);
    for (const message of received) {
      const unsubscribe = decodeHeader(message.headers.get("list-unsubscribe")![0]!);
      expect(unsubscribe).toMatch(new RegExp(`^<${app.ctx.origin}/newsletter/unsubscribe\\?token=[^>]+>$`));
      expect(message.headers.get("list-unsubscribe-post")).toEqual(["List-Unsubscribe=One-Click"]);
      // Bulk mail names its list (RFC 2919); it is not an automatic reply's kind of mail.
      expect(decodeHeader(message.headers.get("list-id")![0]!)).toBe(`San Antonio Church Directory newsletter <newsletter.${new URL(app.ctx.origin).hostname}>`);
      expect(message.headers.get("auto-submitted")).toBeUndefined();
      expect(subjectOf(message)).toBe("April news");
      expect(bodyOf(message)).toContain('<a href="https://example.org/easter"');
      // The header's link unsubscribes with one POST (RFC 8058).
      const link = new URL(unsubscribe.slice(1, -1));
      expect((await app.request(link.pathname + link.search, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" })).status).toBe(204);
    }
    expect(((await (await call("GET", `/api/admin/newsletters/${news.id}`)).json()) as AdminNewsletter).delivered).toBe(3);
    expect((await call("GET", "/api/admin/newsletters")).status).toBe(200);
  });

  test("a send stopped half-way resumes without sending anybody a second copy", async () => {
    app.db.delete(newsletterSubscriptions).run();
    subscribers("resume", 450);
    const news = await draft("May news");
    // Mark it sending without starting the background writer, then write one batch, as a server that died after it.
    app.db.update(newsletters).set({ status: "sending" }).where(eq(newsletters.id, news.id)).run();
    const site = mailSite(app.ctx);
    expect(await sendNextBatch(app.db, site, app.ctx.env.SESSION_SECRET, news.id)).toBe(true);
    expect(app.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, news.id)).all()).toHaveLength(200);
    // Two writers at once after the restart: each subscriber still gets one message.
    await Promise.all([
      writeAll(news.id),
      writeAll(news.id),
    ]);
    const rows = app.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.kind, "newsletter")).all().filter((r) => r.to.startsWith("resume"));
    expect(rows).toHaveLength(450);
    expect(new Set(rows.map((r) => r.to)).size).toBe(450);
    expect(((await (await call("GET", `/api/admin/newsletters/${news.id}`)).json()) as AdminNewsletter)).toMatchObject({ status: "sent", total: 450, queued: 450 });
  });

  test("the SMTP server down, then back: every message delivered once", async () => {
    // The 450 above were checked in the outbox; this send is small, so the test reads every message.
    app.db.delete(outbox).run();
    app.db.delete(newsletterSubscriptions).run();
    subscribers("outage", 12);
    const news = await draft("June news");
    expect((await call("POST", `/api/admin/newsletters/${news.id}/send`)).status).toBe(202);
    await poll(async () => (await (await call("GET", `/api/admin/newsletters/${news.id}`)).json()) as AdminNewsletter, (n) => n.status === "sent");
    await mail.smtp.stop();
    const before = mail.smtp.received.length;
    await mail.worker.runOnce();
    expect(mail.smtp.received.length).toBe(before);
    expect(app.db.select().from(outbox).where(eq(outbox.status, "queued")).all()).toHaveLength(12);
    await mail.smtp.start();
    // The failed message waits a minute: move every due time back so the test needs no clock.
    app.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.status, "queued")).run();
    const received = await mail.deliver();
    expect(received).toHaveLength(12);
    expect(new Set(received.map((m) => m.recipients[0])).size).toBe(12);
    expect(((await (await call("GET", `/api/admin/newsletters/${news.id}`)).json()) as AdminNewsletter)).toMatchObject({ total: 12, queued: 12, delivered: 12, failed: 0 });
    expect(app.db.select().from(outbox).where(eq(outbox.status, "queued")).all()).toEqual([]);
    expect(await mail.deliver()).toEqual([]);
  });
});
