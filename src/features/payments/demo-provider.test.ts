import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { StartedPayment } from "../../contract/checkout";
import { churches } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { endDemoPlansWithoutDemoProvider } from "./demo-plans";
import { paymentsProviderLine } from "./provider";

/**
 * The demo provider (docs/decisions/0046-hardening-round-3.md, demo payments): in production only
 * with PAYMENTS=demo; outside production also while demo data shows, so the first run on a laptop
 * works end to end; and what it handed out ends once it no longer runs.
 */
async function ownerWithChurch(app: TestApp) {
  const user = await createUser(app.db);
  const church = createChurch(app.db, { ownerId: user.id, status: "approved" });
  return { church, cookie: `sid=${createSession(app.db, user.id)}` };
}
const churchRow = (app: TestApp, id: number) => app.db.select().from(churches).where(eq(churches.id, id)).get()!;

async function payWithTestCard(app: TestApp, cookie: string) {
  const started = await app.request("/api/create-subscription", jsonRequest("POST", { billing: "yearly" }, { cookie }));
  if (started.status !== 200) return started;
  const { clientSecret } = (await started.json()) as StartedPayment;
  return app.request("/api/demo-checkout/confirm", jsonRequest("POST", { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, { cookie }));
}

describe("production with demo churches and no Stripe keys", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: "production" });
    createChurch(app.db, { name: "A Demo Church", isDemo: true });
  });
  afterAll(() => app.close());

  test("no provider runs, and the start-up line says why", () => {
    expect(paymentsProviderLine(app.ctx)).toBe(
      "Payments: none (production without Stripe keys: the demo provider runs only with PAYMENTS=demo): paid plans show as not available yet. To take payments set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (docs/operations.md, Payments).",
    );
  });

  test("an owner with an approved church gets no year of featured and premium from the test card", async () => {
    const { church, cookie } = await ownerWithChurch(app);
    const res = await payWithTestCard(app, cookie);
    expect(res.status).toBe(503);
    expect(churchRow(app, church.id)).toMatchObject({ featured: false, isPremium: false, paidUntil: null });
  });
});

describe("production with PAYMENTS=demo", () => {
  test("the demo provider runs because the operator said so", async () => {
    const app = await createTestApp({ NODE_ENV: "production", PAYMENTS: "demo" });
    try {
      expect(app.logs).toContain("Payments: demo provider (PAYMENTS=demo): no real payment is taken.");
      const { church, cookie } = await ownerWithChurch(app);
      expect((await payWithTestCard(app, cookie)).status).toBe(200);
      expect(churchRow(app, church.id)).toMatchObject({ featured: true, isPremium: true });
    } finally {
      app.close();
    }
  });
});

describe("a first run on a laptop (not production) with demo data", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: "development" });
    createChurch(app.db, { name: "A Demo Church", isDemo: true });
  });
  afterAll(() => app.close());

  test("the demo provider runs while the demo data shows; its plans end when the demo data is gone", async () => {
    const { church, cookie } = await ownerWithChurch(app);
    expect((await payWithTestCard(app, cookie)).status).toBe(200);
    expect(churchRow(app, church.id)).toMatchObject({ featured: true, isPremium: true });
    expect(endDemoPlansWithoutDemoProvider(app.ctx)).toBe(0);
    app.db.delete(churches).where(eq(churches.isDemo, true)).run();
    expect(endDemoPlansWithoutDemoProvider(app.ctx)).toBe(1);
    expect(churchRow(app, church.id)).toMatchObject({ featured: false, isPremium: false, paidUntil: null });
    expect(endDemoPlansWithoutDemoProvider(app.ctx)).toBe(0);
  });
});
