import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { createUser } from "../../db/seed/factories";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/fakes/smtp";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { withFormToken } from "../../../tests/helpers/form-token";

let smtp: FakeSmtp;
const apps: TestApp[] = [];
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
  smtp.received.length = 0;
});
afterAll(() => smtp.stop());

async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp(env);
  apps.push(app);
  return { app, mail: await mailOver(app, smtp) };
}
const message = { name: "Ana Pérez", email: "ana@example.org", subject: "general-inquiry", message: "Do you list churches in Helotes too?" };

describe("contact messages forwarded by e-mail", () => {
  test("without CONTACT_TO: to every admin with an address, Reply-To the sender", async () => {
    const { app, mail } = await appWith();
    await createUser(app.db, { role: "admin", email: "admin-one@example.org" });
    await createUser(app.db, { role: "admin", email: "admin-two@example.org" });
    await createUser(app.db, { email: "owner@example.org" });
    expect((await app.request("/api/contacts", jsonRequest("POST", withFormToken(app, "contact", message)))).status).toBe(201);
    const received = await mail.deliver();
    await mail.stop();
    expect(received.map((m) => m.recipients[0]).sort()).toEqual(["admin-one@example.org", "admin-two@example.org"]);
    const first = received[0]!;
    expect(first.headers.get("reply-to")).toEqual(["ana@example.org"]);
    expect(subjectOf(first)).toBe("Contact: General inquiry from Ana Pérez");
    expect(bodyOf(first)).toContain("Do you list churches in Helotes too?");
    expect(bodyOf(first)).toContain("Ana Pérez <ana@example.org> wrote through the contact form");
  });

  test("CONTACT_TO: to those addresses only", async () => {
    const { app, mail } = await appWith({ CONTACT_TO: "office@example.org, pastor@example.org" });
    await createUser(app.db, { role: "admin", email: "admin@example.org" });
    expect((await app.request("/api/contacts", jsonRequest("POST", withFormToken(app, "contact", message)))).status).toBe(201);
    const received = await mail.deliver();
    await mail.stop();
    expect(received.map((m) => m.recipients[0]).sort()).toEqual(["office@example.org", "pastor@example.org"]);
  });

  test("a name with CR/LF puts no header into the mail", async () => {
    const { app, mail } = await appWith({ CONTACT_TO: "office@example.org" });
    const evil = { ...message, name: "Mallory\r\nBcc: victim@example.org\r\nX-Evil: 1" };
    expect((await app.request("/api/contacts", jsonRequest("POST", withFormToken(app, "contact", evil)))).status).toBe(201);
    const [received] = await mail.deliver();
    await mail.stop();
    expect(received!.recipients).toEqual(["office@example.org"]);
    expect(received!.headers.has("bcc")).toBe(false);
    expect(received!.headers.has("x-evil")).toBe(false);
    expect(subjectOf(received!)).toBe("Contact: General inquiry from Mallory Bcc: victim@example.org X-Evil: 1");
  });

  test("a honeypot hit forwards nothing", async () => {
    const { app, mail } = await appWith({ CONTACT_TO: "office@example.org" });
    expect((await app.request("/api/contacts", jsonRequest("POST", withFormToken(app, "contact", { ...message, company: "Spam Inc" })))).status).toBe(201);
    expect(await mail.deliver()).toEqual([]);
    await mail.stop();
  });
});
