import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Receipt, StartedPayment } from "../../contract/checkout";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { centralDay } from "../../lib/dates";
import { formatLongDate } from "../../contract/dates";

// Receipts (docs/product.md M2, M7): the payer's own payments only.
describe("receipts", () => {
  let app: TestApp;
  let mail: Awaited<ReturnType<typeof mailOver>>;
  beforeAll(async () => {
    app = await createTestApp({ PAYMENTS: "demo" });
    mail = await mailOver(app);
  });
  afterAll(async () => {
    await mail.stop();
    app.close();
  });

  async function payingOwner(churchName: string, emailLanguage: "en" | "es" = "en", username?: string) {
    const user = await createUser(app.db, { emailLanguage, ...(username ? { username } : {}) });
    createChurch(app.db, { name: churchName, ownerId: user.id });
    const cookie = `sid=${createSession(app.db, user.id)}`;
    const started = (await (await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured", billing: "annual" }, { cookie }))).json()) as StartedPayment;
    const paid = await app.request("/api/demo-checkout/confirm", jsonRequest("POST", { clientSecret: started.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, { cookie }));
    const { orderId } = (await paid.json()) as { orderId: string };
    return { user, cookie, orderId };
  }
  const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });

  test("the payer reads the receipt by the order id and by its number: amount, plan, church, dates", async () => {
    const { cookie, orderId, user } = await payingOwner("Receipt Road Chapel");
    const res = await get(`/api/user/receipts?order=${orderId}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const receipt = (await res.json()) as Receipt;
    expect(receipt).toMatchObject({ planName: "Featured Listing", description: "Featured Church Listing - 1 Year (2 Months Free)", amountCents: 19000, currency: "usd", churchName: "Receipt Road Chapel", billedTo: user.email, status: "succeeded", demo: true });
    // The demo provider's card, as Stripe would tell it: its one paying card is Stripe's Visa test card.
    expect(receipt.card).toEqual({ brand: "visa", last4: "4242" });
    expect(receipt.number).toMatch(/^\d{4}-\d{4,}$/);
    // A year paid for: the period starts twelve months before it ends, on the day paid.
    expect(new Date(receipt.periodEnd!).getUTCFullYear() - new Date(receipt.periodStart!).getUTCFullYear()).toBe(1);
    expect(receipt.periodStart!.slice(0, 10)).toBe(receipt.paidAt.slice(0, 10));

    const byId = await get(`/api/user/receipts/${receipt.id}`, cookie);
    expect(await byId.json()).toEqual(receipt);
  });

  test("another owner's receipt is not found; signed out is 401; a malformed order is 400 naming the field", async () => {
    const payer = await payingOwner("Private Receipt Church");
    const payerReceipt = (await (await get(`/api/user/receipts?order=${payer.orderId}`, payer.cookie)).json()) as Receipt;
    const other = await createUser(app.db);
    const otherCookie = `sid=${createSession(app.db, other.id)}`;

    const byId = await get(`/api/user/receipts/${payerReceipt.id}`, otherCookie);
    expect([byId.status, ((await byId.json()) as { error: string }).error]).toEqual([404, "Receipt not found"]);
    expect((await get(`/api/user/receipts?order=${payer.orderId}`, otherCookie)).status).toBe(404);
    expect((await get("/api/user/receipts/999999", payer.cookie)).status).toBe(404);
    expect((await get("/api/user/receipts/not-a-number", payer.cookie)).status).toBe(404);

    expect((await get(`/api/user/receipts/${payerReceipt.id}`)).status).toBe(401);
    expect((await get(`/api/user/receipts?order=${payer.orderId}`)).status).toBe(401);

    const bad = await get("/api/user/receipts?order=%3Cscript%3E", payer.cookie);
    expect([bad.status, ((await bad.json()) as { error: string }).error]).toEqual([400, "The order id is not valid"]);
    expect((await get("/api/user/receipts", payer.cookie)).status).toBe(400);
  });

  test("the receipt mail, read from the SMTP server: number, card, whether and when the plan renews, and the receipt's page", async () => {
    await mail.deliver();
    const { cookie, orderId, user } = await payingOwner("Mail Receipt Chapel", "en", "o'brien&<co>");
    const receipt = (await (await get(`/api/user/receipts?order=${orderId}`, cookie)).json()) as Receipt;
    const [sent, ...more] = await mail.deliver();
    expect(more).toEqual([]);
    expect(sent!.recipients).toEqual([user.email]);
    expect(subjectOf(sent!)).toBe("Payment received: Featured Church Listing - 1 Year (2 Months Free)");
    const body = bodyOf(sent!);
    const [text, html] = [body.slice(0, body.indexOf("<!doctype html>")), body.slice(body.indexOf("<!doctype html>"))];
    const until = centralDay(new Date(receipt.periodEnd!));
    for (const part of [text, html]) {
      expect(part).toContain("We received your payment of 190.00 USD for Featured Church Listing - 1 Year (2 Months Free). Thank you.");
      expect(part).toContain(`Receipt ${receipt.number}: paid on ${centralDay(new Date(receipt.paidAt))} with Visa ending in 4242.`);
      // The demo provider charges nobody again: its plan ends with its period.
      expect(part).toContain(`Your plan runs until ${until}. It does not renew.`);
      expect(part).toContain(`${app.ctx.origin}/dashboard/receipts/${receipt.id}`);
      expect(part).toContain(`${app.ctx.origin}/dashboard?tab=billing`);
    }
    expect(text).toContain(`See your receipt:\r\n${app.ctx.origin}/dashboard/receipts/${receipt.id}`);
    // Every text is escaped in the HTML part, as in every mail (src/mail/compose.ts).
    expect(text).toContain("Hello o'brien&<co>,");
    expect(html).toContain("Hello o&#x27;brien&amp;&lt;co&gt;,");
    expect(html).toContain(`<a href="${app.ctx.origin}/dashboard/receipts/${receipt.id}" style=`);
    // The link opens the payer's receipt page.
    expect((await get(`/dashboard/receipts/${receipt.id}`, cookie)).status).toBe(200);
  });

  test("a Spanish owner's receipt mail is Spanish and links the Spanish receipt page", async () => {
    await mail.deliver();
    const { cookie, orderId } = await payingOwner("Capilla del Recibo", "es");
    const receipt = (await (await get(`/api/user/receipts?order=${orderId}`, cookie)).json()) as Receipt;
    const [sent] = await mail.deliver();
    expect(subjectOf(sent!)).toBe("Pago recibido: Ficha Destacada de iglesia - 1 año (2 meses gratis)");
    const body = bodyOf(sent!);
    expect(body).toContain(`Recibo ${receipt.number}: pagado el ${formatLongDate(receipt.paidAt, "es")} con Visa terminada en 4242.`);
    expect(body).toContain(`Su plan está vigente hasta el ${formatLongDate(receipt.periodEnd!, "es")}. No se renueva.`);
    expect(body).toContain(`${app.ctx.origin}/es/dashboard/receipts/${receipt.id}`);
    expect(body).toContain("Ver su recibo");
    expect((await get(`/es/dashboard/receipts/${receipt.id}`, cookie)).status).toBe(200);
  });

  test("the billing history links each payment to its receipt", async () => {
    const { cookie } = await payingOwner("History Hill Church");
    const overview = (await (await get("/api/user/billing", cookie)).json()) as { payments: { receiptId: number; receiptNumber: string }[] };
    expect(overview.payments).toHaveLength(1);
    const receipt = (await (await get(`/api/user/receipts/${overview.payments[0]!.receiptId}`, cookie)).json()) as Receipt;
    expect(receipt.number).toBe(overview.payments[0]!.receiptNumber);
  });
});
