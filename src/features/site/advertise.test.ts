import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { priceLabel } from "../../contract/pricing";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("advertise", () => {
  test("prices follow the spec's rule", () => {
    expect(priceLabel({ unit_amount: 4900, currency: "usd", recurring: { interval: "month" } })).toBe("$49 per month");
    expect(priceLabel({ unit_amount: 49000, currency: "usd", recurring: { interval: "year" } })).toBe("$490 per year");
    expect(priceLabel({ unit_amount: null, currency: "usd", recurring: null })).toBe("Free");
  });

  test("the page shows the free Basic plan, three paid plans at different prices, one comparison table and the help card; signed out, the calls go to /register", async () => {
    const html = await (await app.request("/advertise")).text();
    for (const text of ["Basic", "Free", "Featured Listing", "$19 per month or $190 per year", "Premium Membership", "$49 per month or $490 per year", "Everything in a Featured Listing", "Monthly performance reports", "Banner Advertisement", "$99 per month", "Compare Plans", "What each plan gives", "Need Help Choosing?"]) {
      expect(html).toContain(text);
    }
    // Plain words: no search-ranking jargon.
    expect(html).not.toContain("Tier");
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('href="/register"');
  });
});
