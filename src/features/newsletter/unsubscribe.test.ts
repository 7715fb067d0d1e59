import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { newsletterSubscriptions } from "../../db/schema";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { signUnsubscribe } from "../../lib/signed-links";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("newsletter unsubscribe", () => {
  test("the link in the subscribe answer unsubscribes with one click", async () => {
    const res = await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "Leave@Example.org" }));
    const { unsubscribeUrl } = await res.json();
    expect(unsubscribeUrl).toStartWith("/newsletter/unsubscribe?token=");
    const click = await app.request(unsubscribeUrl);
    expect(click.status).toBe(303);
    expect(click.headers.get("location")).toBe("/newsletter?status=unsubscribed");
    expect(await (await app.request("/newsletter?status=unsubscribed")).text()).toContain("You&#x27;re Unsubscribed");
    const [row] = app.db.select().from(newsletterSubscriptions).all();
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    // Subscribing again clears it.
    await app.request("/api/newsletter/subscribe", jsonRequest("POST", { email: "leave@example.org" }));
    expect(app.db.select().from(newsletterSubscriptions).all()[0]!.unsubscribedAt).toBeNull();
  });

  test("a forged token or one signed with another secret changes nothing", async () => {
    for (const token of ["nonsense", await signUnsubscribe("another-secret-another-secret-123", "leave@example.org")]) {
      const click = await app.request(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(click.headers.get("location")).toBe("/newsletter?status=invalid-link");
    }
    expect(app.db.select().from(newsletterSubscriptions).all()[0]!.unsubscribedAt).toBeNull();
  });

  test("mail clients' one-click POST works too", async () => {
    const token = await signUnsubscribe(app.ctx.env.SESSION_SECRET, "leave@example.org");
    const res = await app.request(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
    expect(res.status).toBe(204);
  });
});
