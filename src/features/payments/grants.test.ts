import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { CATALOGUE, CHURCH_PLANS, PLAN_DETAILS, PREMIUM_PLANS, priceLabel, type Plan } from "../../contract/pricing";
import { churches } from "../../db/schema";
import { createChurch, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { ownerAnalytics } from "../owner/service";
import { applyBillingEvent, expireLapsedPlans } from "./fulfilment";
import { demoEvent } from "./gateways/demo";
import { insertSubscription } from "./queries";

// What each plan gives (docs/decisions/0033-plans.md): Featured is visibility only, Premium is Featured and more.
describe("plans and what they grant", () => {
  test("Featured Listing and Premium Membership cost different amounts; yearly plans cost ten months", () => {
    expect(PLAN_DETAILS["featured-monthly"].amountCents).toBeLessThan(PLAN_DETAILS["premium-monthly"].amountCents);
    expect(PLAN_DETAILS["premium-monthly"].amountCents).toBe(4900);
    expect(PLAN_DETAILS["featured-annual"].amountCents).toBe(PLAN_DETAILS["featured-monthly"].amountCents * 10);
    expect(PLAN_DETAILS["premium-yearly"].amountCents).toBe(PLAN_DETAILS["premium-monthly"].amountCents * 10);
    // The catalogue shows the same amounts the server charges.
    for (const price of CATALOGUE.flatMap((p) => p.prices)) expect(price.unit_amount).toBe(PLAN_DETAILS[price.id as Plan].amountCents);
    expect(priceLabel(CATALOGUE.find((p) => p.id === "featured")!.prices[0]!)).toBe("$19 per month");
  });

  test("the church plans are featured and premium; only premium ones make a church premium", () => {
    expect(CHURCH_PLANS).toEqual(["featured-monthly", "featured-annual", "premium-monthly", "premium-yearly"]);
    expect(PREMIUM_PLANS).toEqual(["premium-monthly", "premium-yearly"]);
  });

  describe("applied to a church", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.close());

    const row = (id: number) => app.db.select({ featured: churches.featured, isPremium: churches.isPremium }).from(churches).where(eq(churches.id, id)).get()!;

    /** An owner's church with one paid subscription of `plan`, running for an hour. */
    async function paidChurch(plan: Plan) {
      const user = await createUser(app.db);
      const church = createChurch(app.db, { ownerId: user.id });
      const sub = insertSubscription(app.db, { userId: user.id, churchId: church.id, provider: "demo", providerSubscriptionId: `sub_${plan}_${church.id}`, plan, status: "incomplete" });
      const end = Math.floor(Date.now() / 1000) + 3600;
      applyBillingEvent(app.db, demoEvent("invoice.paid", { id: `in_${sub.id}`, amount_paid: PLAN_DETAILS[plan].amountCents, currency: "usd", parent: { subscription_details: { subscription: sub.providerSubscriptionId } }, lines: { data: [{ period: { end } }] } }));
      return { user, church };
    }

    test("a Featured Listing features the church but gives no analytics", async () => {
      const { user, church } = await paidChurch("featured-monthly");
      expect(row(church.id)).toEqual({ featured: true, isPremium: false });
      expect(() => ownerAnalytics(app.db, user.id)).toThrow("Detailed analytics come with premium membership.");
    });

    test("a Premium Membership features the church and gives analytics", async () => {
      const { user, church } = await paidChurch("premium-yearly");
      expect(row(church.id)).toEqual({ featured: true, isPremium: true });
      expect(ownerAnalytics(app.db, user.id)).toHaveLength(1);
    });

    test("when the period passes, both end", async () => {
      const { church } = await paidChurch("premium-monthly");
      expireLapsedPlans(app.db, new Date(Date.now() + 2 * 3600_000));
      expect(row(church.id)).toEqual({ featured: false, isPremium: false });
    });
  });
});
