import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { outbox } from "../../db/schema";
import { eq } from "drizzle-orm";
import { formatShortDate, formatTime } from "../../contract/dates";

let app: TestApp;
let admin: string;
beforeAll(async () => {
  // No SMTP_URL: the outbox is the delivery (docs/decisions/0021-e-mail.md).
  app = await createTestApp();
  admin = createSession(app.db, (await createUser(app.db, { role: "admin" })).id);
});
afterAll(() => app.close());

const asAdmin = (path: string) => app.request(path, { headers: { cookie: `sid=${admin}` } });

describe("the outbox without SMTP_URL", () => {
  test("a reset mail waits, queued, and the Outbox API lists it and shows its text with the link", async () => {
    await createUser(app.db, { email: "waiting@example.org" });
    expect((await app.request("/api/auth/forgot-password", jsonRequest("POST", { email: "waiting@example.org" }))).status).toBe(200);

    const list = await asAdmin("/api/admin/outbox");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
    const [line] = await list.json();
    expect(line).toMatchObject({ kind: "password-reset", to: "waiting@example.org", status: "queued", attempts: 0, lastError: null, sentAt: null });
    expect(line.subject).toBe("Choose a new password for San Antonio Church Directory");
    // The tab's words come written, on San Antonio's clock.
    expect(line.labels).toEqual({ state: "Queued", written: `${formatShortDate(line.createdAt)}, ${formatTime(line.createdAt)}`, sent: null });
    expect(line.labels.written).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);

    const one = await asAdmin(`/api/admin/outbox/${line.id}`);
    const message = await one.json();
    expect(message.text).toMatch(new RegExp(`${app.ctx.origin}/reset-password\\?token=[A-Za-z0-9_-]+`));
    expect(message.hasHtml).toBe(true);
  });

  test("filters by status, pages, and refuses a status it does not know (400)", async () => {
    const failed = (await asAdmin("/api/admin/outbox")).json().then((rows: { id: number }[]) => rows[0]!.id);
    app.db.update(outbox).set({ status: "failed", lastError: "550 no such user" }).where(eq(outbox.id, await failed)).run();
    const onlyFailed = await (await asAdmin("/api/admin/outbox?status=failed")).json();
    expect(onlyFailed.map((m: { lastError: string }) => m.lastError)).toEqual(["550 no such user"]);
    expect(await (await asAdmin("/api/admin/outbox?status=sent")).json()).toEqual([]);
    expect(await (await asAdmin("/api/admin/outbox?page=2")).json()).toEqual([]);
    const bad = await asAdmin("/api/admin/outbox?status=lost");
    expect(bad.status).toBe(400);
    expect((await asAdmin("/api/admin/outbox?page=0")).status).toBe(400);
    expect((await asAdmin("/api/admin/outbox/999999")).status).toBe(404);
  });

  test("admins only: 401 signed out, 403 for an owner", async () => {
    expect((await app.request("/api/admin/outbox")).status).toBe(401);
    const owner = createSession(app.db, (await createUser(app.db)).id);
    expect((await app.request("/api/admin/outbox/1", { headers: { cookie: `sid=${owner}` } })).status).toBe(403);
  });
});
