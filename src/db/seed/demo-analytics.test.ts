import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churches, users } from "../schema";
import { churchAnalytics } from "../../features/analytics/report";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED: "demo" });
});
afterAll(() => app.close());

/** The demo owner's church as its Analytics tab reads it. */
function ownedAnalytics() {
  const owner = app.db.select().from(users).where(eq(users.username, "demo-owner")).get()!;
  const church = app.db.select().from(churches).where(eq(churches.ownerId, owner.id)).get()!;
  return { church, analytics: churchAnalytics(app.db, { id: church.id, name: church.name, denomination: null }) };
}

describe("the demo owner's premium church has a year of figures (docs/product.md D19)", () => {
  test("every one of the 12 months and 30 days has views and clicks, above its peers' median, and saves this month", () => {
    const { church, analytics } = ownedAnalytics();
    expect(church.isPremium).toBe(true);
    expect(analytics.peers).toBeGreaterThan(3);
    expect(analytics.months.points).toHaveLength(12);
    // The running month has only the days so far (two on the 2nd): the full months carry the figures.
    const running = analytics.months.points.length - 1;
    for (const [i, { church: figures, median }] of analytics.months.points.entries()) {
      expect(figures.profileViews).toBeGreaterThan(i === running ? 0 : 200);
      expect(figures.websiteClicks).toBeGreaterThan(i === running ? -1 : 10);
      expect(median.profileViews).toBeGreaterThan(0);
      expect(median.profileViews).toBeLessThan(figures.profileViews);
    }
    expect(analytics.days.points.every((p) => p.church.profileViews > 0)).toBe(true);
    expect(analytics.savedThisMonth).toBeGreaterThan(0);
  });

  test("Sundays are busier than weekdays, and the year grows", () => {
    const { analytics } = ownedAnalytics();
    const sundays = analytics.days.points.filter((p) => new Date(`${p.period}T12:00:00Z`).getUTCDay() === 0);
    const weekdays = analytics.days.points.filter((p) => ![0, 6].includes(new Date(`${p.period}T12:00:00Z`).getUTCDay()));
    const mean = (points: typeof sundays) => points.reduce((sum, p) => sum + p.church.profileViews, 0) / points.length;
    expect(mean(sundays)).toBeGreaterThan(mean(weekdays) * 1.3);
    const [first, last] = [analytics.months.points[0]!, analytics.months.points[10]!];
    expect(last.church.profileViews).toBeGreaterThan(first.church.profileViews);
  });

  test("it has been listed since before its first month counted", () => {
    const { church, analytics } = ownedAnalytics();
    expect(church.createdAt.toISOString().slice(0, 7) <= analytics.months.points[0]!.period).toBe(true);
  });
});
