import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { newsletterSubscriptions } from "../../db/schema";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

// A fresh app per test: each starts with an empty table and a fresh rate limit.
let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const subscribe = (body: unknown, headers?: Record<string, string>) =>
  app.request("/api/newsletter/subscribe", jsonRequest("POST", body, headers));

describe("POST /api/newsletter/subscribe", () => {
  test("stores the address once, lower-cased; subscribing twice is not an error", async () => {
    expect((await subscribe({ email: "Ana@Example.org" })).status).toBe(200);
    const again = await subscribe({ email: "ana@example.org " });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ok: true, message: "Thank you! Please check your inbox: we sent a link to confirm your subscription." });
    expect(app.db.select().from(newsletterSubscriptions).all().map((r) => r.email)).toEqual(["ana@example.org"]);
  });

  test("answers in the language Accept-Language asks for, and says the answer varies by it", async () => {
    const res = await subscribe({ email: "lucia@example.org" }, { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toContain("Accept-Language");
    expect((await res.json()).message).toBe("¡Gracias! Revise su bandeja de entrada: le enviamos un enlace para confirmar su suscripción.");
    const bad = await app.request("/newsletter/unsubscribe", jsonRequest("POST", { token: "forged" }, { "accept-language": "es" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toStartWith("Este enlace");
  });

  test("refuses an invalid address with the form's message and stores nothing", async () => {
    for (const body of [{ email: "" }, { email: "no-at-sign" }, {}, { email: 42 }, { email: "a@b" }]) {
      const res = await subscribe(body);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe("Please enter a valid email address");
    }
    expect(app.db.select().from(newsletterSubscriptions).all()).toHaveLength(0);
  });

  test("refuses a body that is not an object with 400", async () => {
    for (const body of ["just text", [1, 2], 7]) expect((await subscribe(body)).status).toBe(400);
  });

  test("refuses malformed JSON with 400", async () => {
    const res = await app.request("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  test("a form post without JavaScript lands on a result page", async () => {
    const post = (email: string) =>
      app.request("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams({ email }).toString(),
      });
    const ok = await post("form@example.org");
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/newsletter?status=subscribed");
    expect(await (await app.request("/newsletter?status=subscribed")).text()).toContain("we sent a link to confirm your subscription");
    const bad = await post("nope");
    expect(bad.headers.get("location")).toBe("/newsletter?status=invalid");
    expect(await (await app.request("/newsletter?status=invalid")).text()).toContain("Please enter a valid email address");
    expect(app.db.select().from(newsletterSubscriptions).all().map((r) => r.email)).toContain("form@example.org");
  });

  test("refuses a request from another site (Origin check)", async () => {
    const res = await subscribe({ email: "evil@example.org" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const crossSite = await app.request("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ email: "evil@example.org" }),
    });
    expect(crossSite.status).toBe(403);
    expect(app.db.select().from(newsletterSubscriptions).all()).toHaveLength(0);
  });

  test("slows down one address that signs up too often", async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await subscribe({ email: `bulk${i}@example.org` })).status;
    expect(last).toBe(429);
  });
});
