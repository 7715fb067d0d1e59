import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { newsletterSubscriptions } from "../../db/schema";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { signUnsubscribe } from "../../lib/signed-links";
import { unsubscribePath } from "./service";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const leaving = () => app.db.select().from(newsletterSubscriptions).all().find((r) => r.email === "leave@example.org")!;

describe("newsletter unsubscribe", () => {
  test("the subscribe answer carries no unsubscribe link: anyone may type any address in", async () => {
    const res = await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "someone.else@example.org" }));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: true, message: "Thank you! Please check your inbox: we sent a link to confirm your subscription." });
    expect(text).not.toContain("token");
    expect(text).not.toContain("unsubscribe");
  });

  test("the link mail carries unsubscribes with one click", async () => {
    await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "Leave@Example.org" }));
    const link = await unsubscribePath(app.ctx.env.SESSION_SECRET, "leave@example.org");
    expect(link).toStartWith("/newsletter/unsubscribe?token=");
    const click = await app.request(link);
    expect(click.status).toBe(303);
    expect(click.headers.get("location")).toBe("/newsletter?status=unsubscribed");
    expect(await (await app.request("/newsletter?status=unsubscribed")).text()).toContain("You&#x27;re Unsubscribed");
    expect(leaving().unsubscribedAt).toBeInstanceOf(Date);
    // Subscribing again needs the address confirmed again (docs/decisions/0027-newsletter-double-opt-in.md).
    await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "leave@example.org" }));
    expect(leaving().unsubscribedAt).toBeInstanceOf(Date);
  });

  test("a forged token or one signed with another secret changes nothing", async () => {
    for (const token of ["nonsense", await signUnsubscribe("another-secret-another-secret-123", "leave@example.org")]) {
      const click = await app.request(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(click.headers.get("location")).toBe("/newsletter?status=invalid-link");
    }
    expect(leaving().unsubscribedAt).toBeInstanceOf(Date);
  });

  test("mail clients' one-click POST works too", async () => {
    const token = await signUnsubscribe(app.ctx.env.SESSION_SECRET, "leave@example.org");
    const res = await app.request(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
    expect(res.status).toBe(204);
  });
});
