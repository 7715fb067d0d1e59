import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { churches, payments, processedWebhookEvents, subscriptions } from "../../db/schema";
import { createSession } from "../../db/seed/factories";
import type { BillingOverview, StartedPayment } from "../../contract/checkout";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeStripe } from "../../../tests/fakes/stripe";
import { deliverWebhook, invoicePaid, nowSeconds as now, ownerOf as owner, startFeatured as startFeaturedOn, subscriptionEvent, WEBHOOK_SECRET } from "../../../tests/helpers/stripe-webhook";
import { expireLapsedPlans } from "./fulfilment";

const SYNC_SECRET = "membership-sync-shared-secret";
const fakeStripe = startFakeStripe();
let app: TestApp;
afterAll(() => fakeStripe.stop());

const churchRow = (db: TestApp["db"], id: number) => db.select().from(churches).where(eq(churches.id, id)).get()!;
const deliver = (event: object, options?: { timestamp?: number; tamper?: boolean }) => deliverWebhook(app, event, options);

describe("with Stripe (the SDK against a local fake)", () => {
  beforeAll(async () => {
    app = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fakeStripe.url, MEMBERSHIP_SYNC_SECRET: SYNC_SECRET });
  });
  afterAll(() => app.close());

  const startFeatured = (body: Record<string, unknown> = {}) => startFeaturedOn(app, body);

  test("start-up names Stripe as the provider", () => {
    expect(app.logs).toContain("Payments: Stripe.");
  });

  test("products and prices are read from Stripe by lookup key", async () => {
    const products = (await (await app.request("/api/stripe/products")).json()) as { name: string; prices: { id: string; unit_amount: number }[] }[];
    expect(products.find((p) => p.name === "Featured Listing")!.prices).toEqual([
      { id: "featured-monthly", unit_amount: 1900, currency: "usd", recurring: { interval: "month" } },
      { id: "featured-annual", unit_amount: 19000, currency: "usd", recurring: { interval: "year" } },
    ] as never);
    expect(await (await app.request("/api/pricing")).json()).toMatchObject({ monthly: { displayPrice: "$49 per month" }, yearly: { displayPrice: "$490 per year" } });
  });

  test("a checkout starts an incomplete subscription at the plan's price; the body's amount is ignored", async () => {
    const { started, church } = await startFeatured({ amount: 1, description: "Free please" });
    expect(started).toMatchObject({ provider: "stripe", plan: "featured-monthly", amountCents: 1900, description: "Featured Church Listing - 1 Month" });
    expect(started.clientSecret).toMatch(/^pi_sub_\w+_secret_fake$/);
    const created = fakeStripe.requests.filter((r) => r.path === "/v1/subscriptions" && r.method === "POST").at(-1)!;
    expect(created.body.get("items[0][price]")).toBe("price_featured_monthly");
    expect(created.body.get("payment_behavior")).toBe("default_incomplete");
    expect(app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, started.subscriptionId)).get()).toMatchObject({ status: "incomplete", churchId: church!.id, plan: "featured-monthly" });
    expect(churchRow(app.db, church!.id).featured).toBe(false);
  });

  test("checkout needs a signed-in owner with an approved church", async () => {
    expect((await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured" }))).status).toBe(401);
    const none = await owner(app.db, null);
    const res = await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured" }, { cookie: none.cookie }));
    expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([403, "Add your church to the directory before buying a featured listing."]);
    const pending = await owner(app.db, { status: "pending" });
    expect((await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured" }, { cookie: pending.cookie }))).status).toBe(403);
  });

  test("a signed invoice.paid for a Featured Listing makes the church featured (not premium) until the period ends, and is recorded", async () => {
    const { started, church, user } = await startFeatured();
    const end = now() + 30 * 86400;
    const res = await deliver(invoicePaid("evt_paid_1", started.subscriptionId, now(), end));
    expect(res.status).toBe(200);
    expect(churchRow(app.db, church!.id)).toMatchObject({ featured: true, isPremium: false, paidUntil: new Date(end * 1000) });
    const overview = (await (await app.request("/api/user/billing", { headers: { cookie: `sid=${createSession(app.db, user.id)}` } })).json()) as BillingOverview;
    expect(overview.payments).toEqual([expect.objectContaining({ description: "Featured Church Listing - 1 Month", amountCents: 1900, status: "succeeded" })]);
    // Stripe returns the payer to /payment-success with the subscription's id: its receipt is the invoice's.
    const receipt = await app.request(`/api/user/receipts?order=${started.subscriptionId}`, { headers: { cookie: `sid=${createSession(app.db, user.id)}` } });
    expect(await receipt.json()).toMatchObject({ planName: "Featured Listing", amountCents: 1900, churchName: church!.name, demo: false, periodEnd: new Date(end * 1000).toISOString() });
    // The directory shows it: featured churches come first.
    const featured = (await (await app.request("/api/churches?featured=true")).json()) as { id: number }[];
    expect(featured.map((c) => c.id)).toContain(church!.id);
  });

  test("a Premium Membership makes the church featured and premium; a Featured Listing's owner gets no analytics and is told how to move up", async () => {
    const featured = await startFeatured();
    await deliver(invoicePaid("evt_tiers_featured", featured.started.subscriptionId, now(), now() + 30 * 86400));
    expect((await app.request("/api/user/analytics", { headers: { cookie: featured.cookie } })).status).toBe(403);
    const upgrade = await app.request("/api/create-subscription", jsonRequest("POST", { billing: "monthly" }, { cookie: featured.cookie }));
    expect([upgrade.status, ((await upgrade.json()) as { error: string }).error]).toEqual([409, "Your church has a Featured Listing. To move to Premium Membership, cancel it under Billing in your dashboard, then subscribe."]);

    const o = await owner(app.db);
    const res = await app.request("/api/create-subscription", jsonRequest("POST", { billing: "monthly" }, { cookie: o.cookie }));
    const started = (await res.json()) as StartedPayment;
    expect(started).toMatchObject({ plan: "premium-monthly", amountCents: 4900, description: "Premium Membership - 1 Month" });
    await deliver(invoicePaid("evt_tiers_premium", started.subscriptionId, now(), now() + 30 * 86400, 4900));
    expect(churchRow(app.db, o.church!.id)).toMatchObject({ featured: true, isPremium: true });
    expect((await app.request("/api/user/analytics", { headers: { cookie: o.cookie } })).status).toBe(200);
  });

  test("a tampered signature or a stale timestamp answers 400 and changes nothing", async () => {
    const { started, church } = await startFeatured();
    const tampered = await deliver(invoicePaid("evt_tampered", started.subscriptionId, now(), now() + 86400), { tamper: true });
    expect([tampered.status, ((await tampered.json()) as { error: string }).error]).toEqual([400, "Invalid or stale Stripe signature."]);
    const stale = await deliver(invoicePaid("evt_stale", started.subscriptionId, now(), now() + 86400), { timestamp: now() - 600 });
    expect(stale.status).toBe(400);
    const unsigned = await app.request("/api/stripe/webhook", { method: "POST", body: JSON.stringify(invoicePaid("evt_unsigned", started.subscriptionId, now(), now() + 86400)) });
    expect(unsigned.status).toBe(400);
    expect(churchRow(app.db, church!.id).featured).toBe(false);
    expect(app.db.select().from(processedWebhookEvents).all().map((e) => e.id)).not.toContain("evt_tampered");
  });

  test("the same event delivered ten times at once has exactly one effect", async () => {
    const { started } = await startFeatured();
    const event = invoicePaid("evt_tenfold", started.subscriptionId, now(), now() + 30 * 86400);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const results = await Promise.all(answers.map(async (a) => ((await a.json()) as { result: string }).result));
    expect(results.sort()).toEqual(["applied", ...Array(9).fill("duplicate")]);
    expect(app.db.select().from(payments).where(eq(payments.providerPaymentId, "in_evt_tenfold")).all()).toHaveLength(1);
  });

  test("events out of order end in the right state", async () => {
    const { started, church } = await startFeatured();
    const t = now();
    // Cancelled at t+20; the payment of t+10 and an 'active' update of t+5 arrive after it.
    await deliver(subscriptionEvent("evt_ooo_deleted", "customer.subscription.deleted", started.subscriptionId, t + 20, "canceled"));
    await deliver(invoicePaid("evt_ooo_paid", started.subscriptionId, t + 10, t + 30 * 86400));
    await deliver(subscriptionEvent("evt_ooo_updated", "customer.subscription.updated", started.subscriptionId, t + 5, "active"));
    expect(app.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, started.subscriptionId)).get()!.status).toBe("canceled");
    expect(churchRow(app.db, church!.id)).toMatchObject({ featured: false, isPremium: false });

    // An old 'incomplete' update arriving after the payment does not undo it.
    const second = await startFeatured();
    await deliver(invoicePaid("evt_ooo2_paid", second.started.subscriptionId, t + 10, t + 30 * 86400));
    await deliver(subscriptionEvent("evt_ooo2_created", "customer.subscription.created", second.started.subscriptionId, t + 1, "incomplete"));
    expect(churchRow(app.db, second.church!.id).featured).toBe(true);
  });

  test("a failed renewal and a cancellation end featured and premium", async () => {
    const failing = await startFeatured();
    await deliver(invoicePaid("evt_fail_paid", failing.started.subscriptionId, now(), now() + 30 * 86400));
    expect(churchRow(app.db, failing.church!.id).featured).toBe(true);
    await deliver({ id: "evt_fail", object: "event", type: "invoice.payment_failed", created: now() + 1, data: { object: { id: "in_failed", object: "invoice", parent: { subscription_details: { subscription: failing.started.subscriptionId } } } } });
    expect(churchRow(app.db, failing.church!.id)).toMatchObject({ featured: false, isPremium: false, paidUntil: null });

    const cancelling = await startFeatured();
    await deliver(invoicePaid("evt_cancel_paid", cancelling.started.subscriptionId, now(), now() + 30 * 86400));
    const res = await app.request("/api/subscriptions/cancel", jsonRequest("POST", {}, { cookie: cancelling.cookie }));
    expect(await res.json()).toEqual({ cancelled: 1 });
    expect(fakeStripe.subscriptions.get(cancelling.started.subscriptionId)!.status).toBe("canceled");
    expect(churchRow(app.db, cancelling.church!.id).featured).toBe(false);
  });

  test("refresh and the signed membership sync re-read Stripe", async () => {
    const o = await startFeatured();
    fakeStripe.subscriptions.get(o.started.subscriptionId)!.status = "active";
    const refreshed = await app.request("/api/entitlements/refresh", { method: "POST", headers: { cookie: o.cookie, origin: TEST_ORIGIN } });
    // A Featured Listing is not a premium membership.
    expect(await refreshed.json()).toEqual({ ok: true, premium: false });
    expect(churchRow(app.db, o.church!.id).featured).toBe(true);

    fakeStripe.subscriptions.get(o.started.subscriptionId)!.status = "canceled";
    const body = JSON.stringify({ userId: o.user.id });
    const forged = await app.request("/api/membership-sync", { method: "POST", headers: { "x-signature": "0".repeat(64) }, body });
    expect(forged.status).toBe(400);
    expect(churchRow(app.db, o.church!.id).featured).toBe(true);
    const signature = createHmac("sha256", SYNC_SECRET).update(body).digest("hex");
    const synced = await app.request("/api/membership-sync", { method: "POST", headers: { "x-signature": signature }, body });
    expect(await synced.json()).toEqual({ ok: true, premium: false });
    expect(churchRow(app.db, o.church!.id).featured).toBe(false);
  });

  test("a period that passes without renewal ends by itself", async () => {
    const o = await startFeatured();
    await deliver(invoicePaid("evt_lapse", o.started.subscriptionId, now(), now() + 3600));
    expect(churchRow(app.db, o.church!.id).featured).toBe(true);
    expireLapsedPlans(app.db, new Date(Date.now() + 2 * 3600 * 1000));
    expect(churchRow(app.db, o.church!.id)).toMatchObject({ featured: false, isPremium: false });
  });
});

describe("with the demo provider (no Stripe keys, PAYMENTS=demo)", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ PAYMENTS: "demo" });
  });
  afterAll(() => demo.close());

  test("an owner starts at most ten checkouts in ten minutes; another owner is not slowed", async () => {
    const [a, b] = [await owner(demo.db), await owner(demo.db)];
    const start = (cookie: string) => demo.request("/api/create-subscription", jsonRequest("POST", { billing: "monthly" }, { cookie }));
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await start(a.cookie)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await start(b.cookie)).status).toBe(200);
    // A refresh still answers with a dozen subscriptions on file.
    expect((await demo.request("/api/entitlements/refresh", jsonRequest("POST", {}, { cookie: a.cookie }))).status).toBe(200);
  });

  const confirm = (cookie: string, clientSecret: string, cardNumber: string, expiry = "12/34") =>
    demo.request("/api/demo-checkout/confirm", jsonRequest("POST", { clientSecret, cardNumber, expiry, cvc: "123" }, { cookie }));

  test("4242 pays through the same fulfilment; 4000 0000 0000 0002 is declined and changes nothing", async () => {
    const o = await owner(demo.db);
    const started = (await (await demo.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured", billing: "annual", amount: 100 }, { cookie: o.cookie }))).json()) as StartedPayment;
    expect(started).toMatchObject({ provider: "demo", plan: "featured-annual", amountCents: 19000 });
    const declined = await confirm(o.cookie, started.clientSecret, "4000 0000 0000 0002");
    expect([declined.status, ((await declined.json()) as { error: string }).error]).toEqual([402, "Your card was declined."]);
    expect(churchRow(demo.db, o.church!.id).featured).toBe(false);
    expect(demo.db.select().from(payments).all()).toHaveLength(0);
    expect((await confirm(o.cookie, started.clientSecret.replace(/.$/, (c) => (c === "x" ? "y" : "x")), "4242 4242 4242 4242")).status).toBe(404);
    expect((await confirm(o.cookie, started.clientSecret, "4242 4242 4242 4242", "01/20")).status).toBe(402);

    const paid = await confirm(o.cookie, started.clientSecret, "4242 4242 4242 4242");
    expect(paid.status).toBe(200);
    const { nextPaymentDate } = (await paid.json()) as { nextPaymentDate: string };
    expect(new Date(nextPaymentDate).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1);
    expect(churchRow(demo.db, o.church!.id)).toMatchObject({ featured: true, isPremium: false });
    expect(demo.db.select().from(payments).all().map((p) => p.amountCents)).toEqual([19000]);
    expect((await confirm(o.cookie, started.clientSecret, "4242 4242 4242 4242")).status).toBe(409);
    // A second featured plan for the same church is refused while one runs.
    expect((await demo.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured" }, { cookie: o.cookie }))).status).toBe(409);
  });

  test("start-up names the demo provider and why", () => {
    expect(demo.logs).toContain("Payments: demo provider (PAYMENTS=demo): no real payment is taken.");
  });

  test("the webhook is off without Stripe keys", async () => {
    expect((await demo.request("/api/stripe/webhook", { method: "POST", body: "{}" })).status).toBe(503);
  });
});
