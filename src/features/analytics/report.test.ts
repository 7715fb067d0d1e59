import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { analyticsDaily } from "../../db/schema";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { churchAnalytics } from "./report";

// Noon in San Antonio on Monday 23 November 2026; 06:00 UTC would still be the 22nd there.
const NOW = new Date("2026-11-23T18:00:00Z");

let app: TestApp;
let mine: { id: number; name: string; denomination: string | null };
beforeAll(async () => {
  app = await createTestApp();
  const own = createChurch(app.db, { name: "Grace Baptist", denomination: "Baptist" });
  mine = { id: own.id, name: own.name, denomination: "Baptist" };
  const peerA = createChurch(app.db, { denomination: "Baptist" }).id;
  const peerB = createChurch(app.db, { denomination: "Baptist" }).id;
  createChurch(app.db, { denomination: "Baptist" }); // a peer without any figure: counts 0
  const pending = createChurch(app.db, { denomination: "Baptist", status: "pending" }).id;
  const catholic = createChurch(app.db, { denomination: "Catholic" }).id;
  app.db.insert(analyticsDaily).values([
    { churchId: own.id, day: "2026-11-23", profileViews: 1, websiteClicks: 2 },
    { churchId: own.id, day: "2026-11-02", profileViews: 4, phoneClicks: 1 },
    { churchId: own.id, day: "2026-10-01", profileViews: 10 }, // before the 30 days, inside the months
    { churchId: own.id, day: "2025-11-30", profileViews: 50 }, // before the 12 months
    { churchId: peerA, day: "2026-11-23", profileViews: 3 },
    { churchId: peerB, day: "2026-11-23", profileViews: 8 },
    { churchId: peerB, day: "2026-11-02", profileViews: 2 },
    { churchId: pending, day: "2026-11-23", profileViews: 100 },
    { churchId: catholic, day: "2026-11-23", profileViews: 100 },
  ]).run();
});
afterAll(() => app.close());

describe("an owner's analytics", () => {
  test("30 San Antonio days ending today, a day without figures as 0", () => {
    const { days } = churchAnalytics(app.db, mine, NOW);
    expect(days.points).toHaveLength(30);
    expect(days.points[0]!.period).toBe("2026-10-25");
    expect(days.points.at(-1)!.period).toBe("2026-11-23");
    expect(days.points.at(-1)!.church).toEqual({ profileViews: 1, websiteClicks: 2, phoneClicks: 0, directionClicks: 0 });
    expect(days.points.find((p) => p.period === "2026-11-02")!.church.profileViews).toBe(4);
    expect(days.points.find((p) => p.period === "2026-11-03")!.church).toEqual({ profileViews: 0, websiteClicks: 0, phoneClicks: 0, directionClicks: 0 });
    expect(days.total.church.profileViews).toBe(5);
    // 21:00 on the 23rd in San Antonio is already the 24th in UTC.
    expect(churchAnalytics(app.db, mine, new Date("2026-11-24T03:00:00Z")).days.points.at(-1)!.period).toBe("2026-11-23");
  });

  test("12 months ending this month, older figures left out", () => {
    const { months } = churchAnalytics(app.db, mine, NOW);
    expect(months.points.map((p) => p.period)).toEqual(["2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(months.points.map((p) => p.church.profileViews)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 5]);
    expect(months.total.church.profileViews).toBe(15);
  });

  test("beside the median of the approved churches of its denomination, itself and those without figures included", () => {
    const report = churchAnalytics(app.db, mine, NOW);
    // Grace 1, peer A 3, peer B 8, the silent peer 0: median of 0, 1, 3, 8.
    expect(report.peers).toBe(4);
    expect(report.days.points.at(-1)!.median.profileViews).toBe(2);
    // On 2 November: Grace 4, peer B 2, the others 0.
    expect(report.days.points.find((p) => p.period === "2026-11-02")!.median.profileViews).toBe(1);
    // Over the 30 days each church's total: 5, 3, 10, 0; median 4. In November the same.
    expect(report.days.total.median.profileViews).toBe(4);
    expect(report.months.points.at(-1)!.median.profileViews).toBe(4);
    // In October only Grace has figures: median of 10, 0, 0, 0.
    expect(report.months.points.at(-2)!.median.profileViews).toBe(0);
  });
});
