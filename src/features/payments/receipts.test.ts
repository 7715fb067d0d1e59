import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Receipt, StartedPayment } from "../../contract/checkout";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

// Receipts (docs/product.md M2, M7): the payer's own payments only.
describe("receipts", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ PAYMENTS: "demo" });
  });
  afterAll(() => app.close());

  async function payingOwner(churchName: string) {
    const user = await createUser(app.db);
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

  test("the billing history links each payment to its receipt", async () => {
    const { cookie } = await payingOwner("History Hill Church");
    const overview = (await (await get("/api/user/billing", cookie)).json()) as { payments: { receiptId: number; receiptNumber: string }[] };
    expect(overview.payments).toHaveLength(1);
    const receipt = (await (await get(`/api/user/receipts/${overview.payments[0]!.receiptId}`, cookie)).json()) as Receipt;
    expect(receipt.number).toBe(overview.payments[0]!.receiptNumber);
  });
});
