import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churches, payments } from "../../db/schema";
import type { Receipt } from "../../contract/checkout";
import { centralDay } from "../../lib/dates";
import { startFakeStripe } from "../../../tests/fakes/stripe";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { deliverWebhook, invoicePaid, nowSeconds as now, startFeatured as startFeaturedOn, subscriptionEvent, WEBHOOK_SECRET } from "../../../tests/helpers/stripe-webhook";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// The receipt mail of a Stripe payment (docs/mail.md, payment-received): the card read from Stripe's
// invoice payment and charge (the SDK against a local fake speaking Stripe's wire format), whether
// the plan renews, the receipt's page; read from what a real SMTP server received.
const fakeStripe = startFakeStripe();
let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
beforeAll(async () => {
  app = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fakeStripe.url });
  mail = await mailOver(app);
});
afterAll(async () => {
  await mail.stop();
  app.close();
  fakeStripe.stop();
});

const deliver = (event: object) => deliverWebhook(app, event);
const startFeatured = () => startFeaturedOn(app);
const churchRow = (id: number) => app.db.select().from(churches).where(eq(churches.id, id)).get()!;

describe("the receipt mail of a Stripe payment, read from the SMTP server", () => {
  const receiptOf = async (cookie: string, order: string) => (await (await app.request(`/api/user/receipts?order=${order}`, { headers: { cookie } })).json()) as Receipt;

  test("the card Stripe charged, read from the invoice's payment; the plan renews at its period's end; the receipt's page linked; sent once for invoice.paid and invoice.payment_succeeded", async () => {
    const { started, cookie, user } = await startFeatured();
    const end = now() + 30 * 86400;
    fakeStripe.payInvoice("in_evt_card_paid", { brand: "mastercard", last4: "4444" });
    const asked = fakeStripe.requests.length;
    expect((await deliver(invoicePaid("evt_card_paid", started.subscriptionId, now(), end))).status).toBe(200);
    // Stripe sends both events for one invoice: one payment, one mail.
    const succeeded = await deliver({ ...invoicePaid("evt_card_paid", started.subscriptionId, now(), end), id: "evt_card_succeeded", type: "invoice.payment_succeeded" });
    expect(await succeeded.json()).toEqual({ received: true, result: "applied" });
    expect(app.db.select().from(payments).where(eq(payments.providerPaymentId, "in_evt_card_paid")).all()).toHaveLength(1);
    const reads = fakeStripe.requests.slice(asked).filter((r) => r.method === "GET" && /^\/v1\/(invoice_payments|payment_intents)/.test(r.path));
    expect(reads.slice(0, 2).map((r) => r.path)).toEqual(["/v1/invoice_payments", expect.stringMatching(/^\/v1\/payment_intents\/pi_/)]);
    expect(reads[0]!.body.get("invoice")).toBe("in_evt_card_paid");

    const receipt = await receiptOf(cookie, started.subscriptionId);
    expect(receipt.card).toEqual({ brand: "mastercard", last4: "4444" });
    const [sent, ...more] = await mail.deliver();
    expect(more).toEqual([]);
    expect(sent!.recipients).toEqual([user.email]);
    expect(subjectOf(sent!)).toBe("Payment received: Featured Church Listing - 1 Month");
    const body = bodyOf(sent!);
    const until = centralDay(new Date(end * 1000));
    expect(body).toContain(`Receipt ${receipt.number}: paid on ${centralDay(new Date(receipt.paidAt))} with Mastercard ending in 4444.`);
    expect(body).toContain(`Your plan runs until ${until}. It renews automatically on ${until}, unless you cancel it in Billing before then.`);
    expect(body).toContain(`${app.ctx.origin}/dashboard/receipts/${receipt.id}`);
  });

  test("a plan set to end does not renew; a brand not in Stripe's form is not kept: the mail says 'a card'", async () => {
    const { started, cookie } = await startFeatured();
    const end = now() + 30 * 86400;
    // Set to end at its period's end (the owner cancelled at Stripe).
    await deliver(subscriptionEvent("evt_ending_upd", "customer.subscription.updated", started.subscriptionId, now() - 5, "active", end, true));
    await mail.deliver();
    fakeStripe.payInvoice("in_evt_ending_paid", { brand: "<b>visa</b>", last4: "1881" });
    await deliver(invoicePaid("evt_ending_paid", started.subscriptionId, now(), end));
    const receipt = await receiptOf(cookie, started.subscriptionId);
    expect(receipt.card).toEqual({ brand: "unknown", last4: "1881" });
    const body = bodyOf((await mail.deliver())[0]!);
    expect(body).toContain(`paid on ${centralDay(new Date(receipt.paidAt))} with a card ending in 1881.`);
    expect(body).toContain(`Your plan runs until ${centralDay(new Date(end * 1000))}. It does not renew.`);
    expect(body).not.toContain("<b>visa");
  });

  test("an invoice whose payments Stripe does not give: the payment still counts, its receipt and mail without the card", async () => {
    const { started, cookie, church } = await startFeatured();
    const res = await deliver(invoicePaid("evt_no_card", started.subscriptionId, now(), now() + 30 * 86400));
    expect(await res.json()).toEqual({ received: true, result: "applied" });
    expect(churchRow(church!.id).featured).toBe(true);
    expect(app.logs.some((l) => l.includes("the payments of in_evt_no_card could not be read"))).toBe(true);
    const receipt = await receiptOf(cookie, started.subscriptionId);
    expect(receipt.card).toBeNull();
    const body = bodyOf((await mail.deliver())[0]!);
    expect(body).toContain(`Receipt ${receipt.number}: paid on ${centralDay(new Date(receipt.paidAt))}.`);
    expect(body).toContain(`${app.ctx.origin}/dashboard/receipts/${receipt.id}`);
  });
});
