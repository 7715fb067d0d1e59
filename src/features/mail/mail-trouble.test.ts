import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession, createUser } from "../../db/seed/factories";
import { outboxStatusLabel, type OutboxItem } from "../../contract/outbox";
import { createTestApp, OFFLINE_URL, type TestApp } from "../../../tests/helpers/test-app";
import { queueMail } from "./service";
import { startMailWorker } from "./worker";
import { formatShortDate, formatTime } from "../../contract/dates";

// Nothing listens there: every attempt fails at once, as with a mail server that is down.
const DEAD_SMTP = OFFLINE_URL.replace("http:", "smtp:").replace(/\/$/, "");
let app: TestApp;
let adminCookie: string;
const adminPage = async () => await (await app.request("/admin", { headers: { cookie: adminCookie } })).text();

beforeAll(async () => {
  app = await createTestApp({ SMTP_URL: DEAD_SMTP });
  const admin = await createUser(app.db, { role: "admin" });
  adminCookie = `sid=${createSession(app.db, admin.id)}`;
});
afterAll(() => app.close());

describe("mail that cannot be sent, as an admin sees it", () => {
  test("no banner while nothing failed; the Outbox tab's introduction names the mail server", async () => {
    const html = await adminPage();
    expect(html).not.toContain("Mail is not getting out");
    expect(html).toContain("Mail goes out through the SMTP server at 127.0.0.1:9 (SMTP_URL).");
  });

  test("after a failed attempt: the dashboard's banner quotes the error and the backlog; the line reads 'Failed — next try at …'", async () => {
    queueMail(app.db, { kind: "test", from: "site@example.org", to: "owner@example.org", subject: "Approved", text: "Hello" });
    const worker = startMailWorker(app.db, DEAD_SMTP, () => undefined, { everyMs: 3_600_000 });
    await worker.runOnce();
    await worker.stop();
    const html = await adminPage();
    expect(html).toMatch(/Mail is not getting out\. The last attempt failed: [^<]*ECONNREFUSED[^<]*\. 1 message waits to be sent, 1 of them after a failed attempt; 0 given up\./);
    const res = await app.request("/api/admin/outbox", { headers: { cookie: adminCookie } });
    const [line] = (await res.json()) as OutboxItem[];
    expect(line?.status).toBe("queued");
    expect(line?.lastError).toContain("ECONNREFUSED");
    // The first retry waits a minute.
    const next = Date.parse(line!.nextAttemptAt!);
    expect(next - Date.now()).toBeGreaterThan(50_000);
    expect(outboxStatusLabel(line!, (iso) => new Date(iso).toISOString())).toBe(`Failed — next try at ${new Date(next).toISOString()}`);
    // What the tab shows, written by the server on San Antonio's clock.
    expect(line!.labels.state).toBe(`Failed — next try at ${formatShortDate(line!.nextAttemptAt!)}, ${formatTime(line!.nextAttemptAt!)}`);
  });

  test("the other states read as they are", () => {
    const when = () => "Dec 2, 2026, 4:05 AM";
    expect(outboxStatusLabel({ status: "queued", lastError: null, nextAttemptAt: "2026-12-02T10:05:00.000Z" }, when)).toBe("Queued");
    expect(outboxStatusLabel({ status: "queued", lastError: "421 busy", nextAttemptAt: "2026-12-02T10:05:00.000Z" }, when)).toBe("Failed — next try at Dec 2, 2026, 4:05 AM");
    expect(outboxStatusLabel({ status: "failed", lastError: "550 no such mailbox", nextAttemptAt: null }, when)).toBe("Failed — given up");
    expect(outboxStatusLabel({ status: "sent", lastError: null, nextAttemptAt: null }, when)).toBe("Sent");
  });

  test("without SMTP_URL mail waits on purpose: no banner, and the introduction says so", async () => {
    const bare = await createTestApp();
    try {
      queueMail(bare.db, { kind: "test", from: "site@example.org", to: "owner@example.org", subject: "Approved", text: "Hello" });
      const admin = await createUser(bare.db, { role: "admin" });
      const html = await (await bare.request("/admin", { headers: { cookie: `sid=${createSession(bare.db, admin.id)}` } })).text();
      expect(html).not.toContain("Mail is not getting out");
      expect(html).toContain("Without a mail server (SMTP_URL is not set) it stays queued");
    } finally {
      bare.close();
    }
  });
});
