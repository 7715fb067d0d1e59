import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { contactMessages } from "../../db/schema";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { formToken, withFormToken } from "../../../tests/helpers/form-token";

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const valid = { name: "Ana Ruiz", email: "ana@example.org", subject: "general-inquiry", message: "Where can I find Spanish services?" };
const send = (body: unknown) => app.request("/api/contacts", jsonRequest("POST", withFormToken(app, "contact", body)));
const stored = () => app.db.select().from(contactMessages).all();

describe("POST /api/contacts", () => {
  test("stores the message", async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(stored()).toMatchObject([{ name: "Ana Ruiz", email: "ana@example.org", subject: "general-inquiry" }]);
  });

  test("answers each rule with the spec's message, word for word, and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ ...valid, name: "A" }, "Name must be at least 2 characters"],
      [{ ...valid, email: "ana@" }, "Please enter a valid email address"],
      [{ ...valid, subject: "" }, "Please select a subject"],
      [{ ...valid, subject: "complaints" }, "Please select a subject"],
      [{ ...valid, message: "Too short" }, "Message must be at least 10 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe(message);
    }
    expect(stored()).toEqual([]);
  });

  test("a filled honeypot looks like success to the bot and stores nothing", async () => {
    expect((await send({ ...valid, company: "Spam Inc" })).status).toBe(201);
    expect(stored()).toEqual([]);
  });

  test("a sixth message in ten minutes from one address is refused", async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid)).status).toBe(201);
    expect((await send(valid)).status).toBe(429);
    expect(stored()).toHaveLength(5);
  });

  test("without JavaScript the form posts and lands on the thank-you, or on the first problem", async () => {
    const post = (fields: Record<string, string>) =>
      app.request("/api/contacts", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" }, body: new URLSearchParams({ ...formToken(app, "contact"), ...fields }).toString() });
    const ok = await post({ ...valid, company: "" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/contact?sent=1#message");
    expect(await (await app.request("/contact?sent=1")).text()).toContain("Thank You!");
    const bad = await post({ ...valid, message: "short" });
    expect(bad.headers.get("location")).toBe(`/contact?error=${encodeURIComponent("Message must be at least 10 characters")}#message`);
    expect(await (await app.request(bad.headers.get("location")!.replace("#message", ""))).text()).toContain("Message must be at least 10 characters");
    expect(await (await app.request("/contact?error=Click%20evil.example")).text()).not.toContain("evil.example");
  });
});

describe("contact page", () => {
  test("shows the contact details, hours and the four FAQs", async () => {
    const html = await (await app.request("/contact")).text();
    for (const text of ["Contact Us", "Monday to Friday, 9 AM to 5 PM", "within 24 hours", "Frequently Asked Questions"]) expect(html).toContain(text);
    expect(html.match(/<details/g)).toHaveLength(4);
  });
});
