import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/fakes/smtp";
import { poll } from "../../../tests/helpers/poll";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { queueMail, UnsafeMailError, type MailMessage } from "./service";
import { startMailWorker, type MailWorker } from "./worker";

const FROM = '"San Antonio Church Directory" <no-reply@localhost>';
const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: "test",
  from: FROM,
  to: "owner@example.org",
  subject: "Your listing was approved",
  text: "Hello, your church is now listed.",
  html: "<p>Hello, your church is <b>now listed</b>.</p>",
  headers: { "List-Unsubscribe": "<https://churches.example.org/unsubscribe?token=abc>" },
  ...overrides,
});

let smtp: FakeSmtp;
let app: TestApp;
const workers: MailWorker[] = [];
/** A worker on the app's database with its own clock; stopped after each test. */
function worker(clock: { now: Date } = { now: new Date() }, everyMs = 20): MailWorker {
  const started = startMailWorker(app.db, smtp.url, (line) => app.logs.push(line), { everyMs, now: () => clock.now });
  workers.push(started);
  return started;
}
const row = (id: number) => app.db.select().from(outbox).where(eq(outbox.id, id)).get()!;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  smtp.received.length = 0;
  app.db.delete(outbox).run();
});
afterAll(async () => {
  await smtp.stop();
  app.close();
});

describe("the mail worker over SMTP", () => {
  test("the start-up log names the SMTP server", () => {
    expect(app.logs).toContain(`Mail: SMTP to ${new URL(smtp.url).host}`);
  });

  test("a queued message arrives with its text and HTML parts and its headers, and is marked sent", async () => {
    const id = app.db.transaction((tx) => queueMail(tx, message()));
    worker();
    const received = await poll(() => smtp.received, (r) => r.length > 0);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.recipients).toEqual(["owner@example.org"]);
    expect(mail.headers.get("to")).toEqual(["owner@example.org"]);
    expect(mail.headers.get("subject")).toEqual(["Your listing was approved"]);
    expect(mail.headers.get("list-unsubscribe")).toEqual(["<https://churches.example.org/unsubscribe?token=abc>"]);
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Hello, your church is now listed.");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(mail.raw).toContain("<p>Hello, your church is <b>now listed</b>.</p>");
    const sent = await poll(() => row(id), (r) => r.status === "sent");
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  test("mail queued in a transaction that rolls back is never sent", async () => {
    expect(() =>
      app.db.transaction((tx) => {
        queueMail(tx, message());
        throw new Error("the cause failed");
      }),
    ).toThrow("the cause failed");
    expect(app.db.select().from(outbox).all()).toEqual([]);
  });

  test("SMTP down: the attempt fails and the message waits 1 minute, not retried before", async () => {
    await smtp.stop();
    try {
      const clock = { now: new Date("2026-03-02T15:00:00Z") };
      const id = queueMail(app.db, message(), clock.now);
      const w = worker(clock, 60_000);
      await w.runOnce();
      expect(row(id)).toMatchObject({ status: "queued", attempts: 1, nextAttemptAt: new Date("2026-03-02T15:01:00Z") });
      expect(row(id).lastError).toBeTruthy();
      expect(app.logs.some((l) => l.startsWith(`mail ${id} (test) attempt 1 failed:`))).toBe(true);
    } finally {
      await smtp.start();
    }
    const w = workers[0]!;
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  test("after the backoff the retried message arrives exactly once", async () => {
    const clock = { now: new Date("2026-03-02T15:00:00Z") };
    const id = queueMail(app.db, message(), clock.now);
    await smtp.stop();
    const w = worker(clock, 60_000);
    await w.runOnce();
    expect(row(id).status).toBe("queued");
    await smtp.start();
    clock.now = new Date("2026-03-02T15:01:00Z");
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  test("the waits grow (1 min, 5, 30, 2 h) and the fifth failure is final", async () => {
    const clock = { now: new Date("2026-03-02T15:00:00Z") };
    const id = queueMail(app.db, message(), clock.now);
    await smtp.stop();
    try {
      const w = worker(clock, 60_000);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        await w.runOnce();
        const after = row(id);
        expect(after.attempts).toBe(attempt);
        if (after.status === "queued") waits.push(after.nextAttemptAt.getTime() - clock.now.getTime());
        clock.now = after.nextAttemptAt;
      }
      expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
      expect(row(id).status).toBe("failed");
      clock.now = new Date(clock.now.getTime() + 86_400_000);
      expect(await w.runOnce()).toBe(0);
    } finally {
      await smtp.start();
    }
    expect(smtp.received).toHaveLength(0);
  });

  test("a restart resumes unsent mail: waiting mail and mail a dead worker left half-sent", async () => {
    const clock = { now: new Date("2026-03-02T15:00:00Z") };
    const waiting = queueMail(app.db, message({ subject: "waiting" }), clock.now);
    await smtp.stop();
    const first = worker(clock, 60_000);
    await first.runOnce();
    await first.stop();
    await smtp.start();
    // A worker that died mid-send leaves its claim: 'sending', until its lease runs out.
    const halfSent = queueMail(app.db, message({ subject: "half-sent" }), clock.now);
    app.db.update(outbox).set({ status: "sending", attempts: 1, nextAttemptAt: new Date("2026-03-02T15:10:00Z") }).where(eq(outbox.id, halfSent)).run();

    clock.now = new Date("2026-03-02T15:05:00Z");
    const second = worker(clock, 60_000);
    await second.runOnce();
    expect(smtp.received.map((m) => m.headers.get("subject")![0])).toEqual(["waiting"]);
    clock.now = new Date("2026-03-02T15:10:00Z");
    await second.runOnce();
    expect(smtp.received.map((m) => m.headers.get("subject")![0])).toEqual(["waiting", "half-sent"]);
    expect([row(waiting).status, row(halfSent).status]).toEqual(["sent", "sent"]);
  });

  test("two workers on one database send each message once", async () => {
    const ids = [1, 2, 3, 4, 5, 6].map((n) => queueMail(app.db, message({ subject: `message ${n}` })));
    const a = worker(undefined, 60_000);
    const b = worker(undefined, 60_000);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await poll(() => ids.map(row), (rows) => rows.every((r) => r.status === "sent"));
    expect(smtp.received.map((m) => m.headers.get("subject")![0]).sort()).toEqual(ids.map((_, i) => `message ${i + 1}`));
  });

  test("a header smuggled into the subject stays in the subject", async () => {
    const id = queueMail(app.db, message({ subject: "Hello\r\nBcc: spy@example.org\r\nX-Injected: yes" }));
    worker();
    const received = await poll(() => smtp.received, (r) => r.length > 0);
    expect(received[0]!.recipients).toEqual(["owner@example.org"]);
    expect(received[0]!.headers.has("bcc")).toBe(false);
    expect(received[0]!.headers.has("x-injected")).toBe(false);
    expect(received[0]!.headers.get("subject")).toEqual(["Hello Bcc: spy@example.org X-Injected: yes"]);
    expect(row(id).subject).toBe("Hello Bcc: spy@example.org X-Injected: yes");
  });

  test("addresses and header values with line breaks are refused before anything is queued", () => {
    expect(() => queueMail(app.db, message({ to: "owner@example.org\r\nBcc: spy@example.org" }))).toThrow(UnsafeMailError);
    expect(() => queueMail(app.db, message({ replyTo: "a@example.org\nX: y" }))).toThrow(UnsafeMailError);
    expect(() => queueMail(app.db, message({ headers: { "List-Unsubscribe": "<x>\r\nBcc: spy@example.org" } }))).toThrow(UnsafeMailError);
    expect(() => queueMail(app.db, message({ headers: { "Bad Name:": "x" } }))).toThrow(UnsafeMailError);
    expect(app.db.select().from(outbox).all()).toEqual([]);
  });
});

describe("without SMTP_URL", () => {
  test("mail is kept in the outbox, queued, and the start-up log says so", async () => {
    const bare = await createTestApp();
    try {
      expect(bare.logs).toContain("Mail: kept in the outbox (SMTP_URL is not set)");
      const id = queueMail(bare.db, message());
      expect(bare.db.select().from(outbox).where(eq(outbox.id, id)).get()).toMatchObject({ status: "queued", attempts: 0, to: "owner@example.org", subject: "Your listing was approved" });
    } finally {
      bare.close();
    }
  });
});
