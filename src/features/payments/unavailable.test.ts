import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { BillingOverview, StartedPayment } from "../../contract/checkout";
import { subscriptions } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

const UNAVAILABLE = "Online payments are not available yet. Please contact us to feature your church or place a banner.";
const SELLING_PAGES = ["/advertise", "/checkout?plan=featured&billing=monthly", "/checkout?plan=banner&billing=monthly", "/subscribe?billing=yearly"];
const CARD_FORMS = ['data-island="Checkout"', 'data-island="Subscribe"'];

/** A real deployment before Stripe is set up: no keys, no demo data, PAYMENTS unset. */
describe("without a payments provider", () => {
  let app: TestApp;
  let owner: string;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    const user = await createUser(app.db);
    createChurch(app.db, { ownerId: user.id });
    owner = `sid=${createSession(app.db, user.id)}`;
    admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  });
  afterAll(() => app.close());

  test("start-up says that no provider takes payments, and why", () => {
    expect(app.logs.filter((line) => line.startsWith("Payments:"))).toEqual([
      "Payments: none (no Stripe keys, no demo data, PAYMENTS unset): paid plans show as not available yet. To take payments set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (docs/operations.md, Payments).",
    ]);
  });

  test("every route that takes a payment answers 503 with the message and stores nothing; signed out is still 401", async () => {
    const calls: [string, object][] = [
      ["/api/create-payment-intent", { plan: "featured", billing: "monthly" }],
      ["/api/create-payment-intent", { plan: "banner" }],
      ["/api/create-subscription", { billing: "yearly" }],
      ["/api/upgrade", { plan: "monthly" }],
      ["/api/demo-checkout/confirm", { clientSecret: "demo_sub_x_secret_y", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }],
      ["/api/entitlements/refresh", {}],
    ];
    for (const [path, body] of calls) {
      const res = await app.request(path, jsonRequest("POST", body, { cookie: owner }));
      expect([path, res.status, await res.json()]).toEqual([path, 503, { error: UNAVAILABLE }]);
      expect([path, (await app.request(path, jsonRequest("POST", body))).status]).toEqual([path, 401]);
    }
    expect((await app.request("/api/stripe/webhook", { method: "POST", body: "{}" })).status).toBe(503);
    expect(app.db.select().from(subscriptions).all()).toEqual([]);
  });

  test("billing and the admin's diagnostics name no provider; the plans' prices still show", async () => {
    const billing = (await (await app.request("/api/user/billing", { headers: { cookie: owner } })).json()) as BillingOverview;
    expect(billing).toEqual({ provider: "none", subscriptions: [], payments: [] });
    expect(await (await app.request("/api/admin/billing/status", { headers: { cookie: admin } })).json()).toMatchObject({ provider: "none", payments: null, products: { ok: false } });
    expect(await (await app.request("/api/pricing")).json()).toMatchObject({ monthly: { displayPrice: "$49 per month" }, yearly: { displayPrice: "$490 per year" } });
  });

  test("every page that sells says so, with no card form and no link to buy", async () => {
    for (const path of SELLING_PAGES) {
      const res = await app.request(path);
      const html = await res.text();
      expect([path, res.status, html.includes(UNAVAILABLE)]).toEqual([path, 200, true]);
      for (const form of CARD_FORMS) expect([path, html.includes(form)]).toEqual([path, false]);
    }
    const advertise = await (await app.request("/advertise")).text();
    for (const text of ["Featured Listing", "$49 per month", "Banner Advertisement", "$99 per month", "Not available online yet: please contact us.", 'href="/contact"']) expect(advertise).toContain(text);
    for (const link of ["Buy a featured listing", "Buy a banner", "Become a premium member", 'href="/checkout', 'href="/subscribe']) expect(advertise).not.toContain(link);
  });

  // Last: it changes the database every other test reads.
  test("once the site shows demo data, the demo provider takes payments", async () => {
    createChurch(app.db, { isDemo: true });
    const res = await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured", billing: "monthly" }, { cookie: owner }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as StartedPayment).provider).toBe("demo");
    // The owner just wrote (the payment it started): the page is drawn afresh for them (docs/caching.md).
    const checkout = await (await app.request("/checkout?plan=featured&billing=monthly", { headers: { cookie: owner } })).text();
    expect(checkout).toContain('data-island="Checkout"');
    expect(checkout).not.toContain(UNAVAILABLE);
  });
});
