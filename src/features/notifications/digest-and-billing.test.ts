import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminDigests, bannerAds, contactMessages, subscriptions } from "../../db/schema";
import { createChurch, createUser } from "../../db/seed/factories";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { mailSite } from "../../mail/site";
import { applyBillingEvent } from "../payments/fulfilment";
import { runAdminDigest } from "./digest";
import { saveMailOptOuts } from "./service";

let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
beforeAll(async () => {
  app = await createTestApp();
  mail = await mailOver(app);
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

describe("the admins' daily digest", () => {
  const monday = new Date("2026-03-02T15:00:00Z");
  const tuesday = new Date("2026-03-03T15:00:00Z");

  test("nothing waits: no mail, and the day stays open", async () => {
    await createUser(app.db, { role: "admin", email: "first-admin@example.org" });
    expect(runAdminDigest(app.db, mailSite(app.ctx), monday)).toBe("Digest 2026-03-02: nothing waits, no mail.");
    expect(await mail.deliver()).toEqual([]);
    expect(app.db.select().from(adminDigests).all()).toEqual([]);
  });

  test("one mail per admin listing what waits; a second run the same day sends nothing; the next day sends again", async () => {
    await createUser(app.db, { role: "admin", email: "second-admin@example.org" });
    await createUser(app.db, { email: "an-owner@example.org" });
    createChurch(app.db, { status: "pending" });
    createChurch(app.db, { status: "pending" });
    app.db.insert(contactMessages).values({ name: "Ana", email: "ana@example.org", subject: "general-inquiry", message: "Hello there, a question." }).run();
    expect(runAdminDigest(app.db, mailSite(app.ctx), monday)).toBe("Digest 2026-03-02: 2 mails queued (2 churches waiting for approval, 1 unread contact message).");
    const received = await mail.deliver();
    expect(received.map((m) => m.recipients[0]).sort()).toEqual(["first-admin@example.org", "second-admin@example.org"]);
    expect(subjectOf(received[0]!)).toBe("Waiting for review: 2 churches waiting for approval, 1 unread contact message");
    expect(bodyOf(received[0]!)).toContain(`${app.ctx.origin}/admin`);

    expect(runAdminDigest(app.db, mailSite(app.ctx), new Date("2026-03-02T22:00:00Z"))).toBe("Digest 2026-03-02: already sent today.");
    expect(await mail.deliver()).toEqual([]);
    expect(runAdminDigest(app.db, mailSite(app.ctx), tuesday)).toStartWith("Digest 2026-03-03: 2 mails queued");
    expect(await mail.deliver()).toHaveLength(2);
  });

  test("a banner waiting counts too", async () => {
    app.db.insert(bannerAds).values({ userId: 1, imageUrl: "/uploads/b.webp", linkUrl: "https://example.org", altText: "Banner" }).run();
    const summary = runAdminDigest(app.db, mailSite(app.ctx), new Date("2026-03-04T15:00:00Z"));
    expect(summary).toBe("Digest 2026-03-04: 2 mails queued (2 churches waiting for approval, 1 banner waiting for approval, 1 unread contact message).");
    expect(await mail.deliver()).toHaveLength(2);
  });
});

describe("billing notifications", () => {
  const event = (type: string, object: Record<string, unknown>, created: number) => ({ id: `evt_${type}_${created}`, type, created, data: { object } });

  test("payment received, renewal failed and plan ending reach the owner; a duplicate event tells nothing more; switched off, nothing", async () => {
    const owner = await createUser(app.db, { email: "payer@example.org" });
    const church = createChurch(app.db, { status: "approved", ownerId: owner.id });
    app.db.insert(subscriptions).values({ userId: owner.id, churchId: church.id, provider: "demo", providerSubscriptionId: "sub_1", plan: "featured-monthly", status: "active" }).run();
    const site = mailSite(app.ctx);
    const invoice = { id: "in_1", amount_paid: 4900, currency: "usd", parent: { subscription_details: { subscription: "sub_1" } }, lines: { data: [{ period: { end: 1780000000 } }] } };
    expect(applyBillingEvent(app.db, event("invoice.paid", invoice, 1770000000), new Date(), site)).toBe("applied");
    expect(applyBillingEvent(app.db, event("invoice.paid", invoice, 1770000000), new Date(), site)).toBe("duplicate");
    expect(applyBillingEvent(app.db, event("invoice.payment_failed", { id: "in_2", parent: invoice.parent }, 1770000100), new Date(), site)).toBe("applied");
    expect(applyBillingEvent(app.db, event("customer.subscription.updated", { id: "sub_1", status: "active", cancel_at_period_end: true, current_period_end: 1780000000 }, 1770000200), new Date(), site)).toBe("applied");
    const received = await mail.deliver();
    expect(received.map(subjectOf)).toEqual([
      "Payment received: Featured Church Listing - 1 Month",
      "Your renewal failed: Featured Church Listing - 1 Month",
      "Your plan ends on 2026-05-28: Featured Church Listing - 1 Month",
    ]);
    expect(received.every((m) => m.recipients[0] === "payer@example.org")).toBe(true);
    expect(bodyOf(received[0]!)).toContain("We received your payment of 49.00 USD");

    saveMailOptOuts(app.db, owner.id, ["payments"]);
    expect(applyBillingEvent(app.db, event("invoice.paid", { ...invoice, id: "in_3" }, 1770000300), new Date(), site)).toBe("applied");
    expect(await mail.deliver()).toEqual([]);
  });
});
