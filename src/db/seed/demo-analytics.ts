/**
 * A year of visitor figures for the demo owner's premium church and the other churches of its
 * denomination, whose median the owner's charts and monthly report compare it with
 * (docs/product.md D19, D20): so the Analytics tab and the reports show what premium buys on a
 * fresh demo. Plausible, not real: Sundays and the weeks of Christmas and Easter are busier, the
 * owner's church grows through the year, its peers see about half its visitors. The churches are
 * listed from before the first day counted.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { easterSunday } from "../../contract/service-times/occasions";
import { addDays, daysBetween, weekdayOf } from "../../contract/service-times/calendar-days";
import { seededRandom } from "../../lib/random";
import type { Db } from "../client";
import { analyticsDaily, churches } from "../schema";
import { bulkInserter } from "./bulk-insert";

const DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;
/** The owner's church's profile views on an ordinary weekday at the start of the year. */
const OWNED_VIEWS = 14;

/** How much busier a day is than an ordinary weekday: the weekend, Christmas and Easter weeks. */
function busyness(day: string): number {
  const weekday = weekdayOf(day);
  const week = weekday === "sunday" ? 1.7 : weekday === "saturday" ? 1.25 : 1;
  const easter = easterSunday(Number(day.slice(0, 4)));
  const toEaster = daysBetween(day, easter);
  const christmas = `${day.slice(0, 4)}-12-24`;
  const toChristmas = daysBetween(day, christmas);
  const season = (toEaster >= 0 && toEaster <= 7) || (toChristmas >= 0 && toChristmas <= 10) ? 1.6 : 1;
  return week * season;
}

export function seedDemoAnalytics(db: Db, ownedChurchId: number, today: string, now: number): void {
  const owned = db.select({ denominationId: churches.denominationId }).from(churches).where(eq(churches.id, ownedChurchId)).get();
  if (!owned) return;
  const peers = db
    .select({ id: churches.id })
    .from(churches)
    .where(sql`${churches.denominationId} IS ${owned.denominationId}`)
    .all()
    .map((c) => c.id);
  // Listed since before the first day counted, so every month of the year is the church's own.
  db.update(churches).set({ createdAt: new Date(now - (DAYS + 30) * DAY_MS) }).where(inArray(churches.id, peers)).run();
  const rand = seededRandom(20261128);
  // About `mean`, a fraction rounded up as often as it is large: a mean of 0.4 clicks is a click on 4 days in 10.
  const count = (mean: number) => {
    const x = mean * (0.7 + 0.6 * rand.next());
    return Math.floor(x) + (rand.next() < x % 1 ? 1 : 0);
  };
  const insert = bulkInserter(db, analyticsDaily);
  const first = addDays(today, -DAYS);
  for (const churchId of peers) {
    const isOwned = churchId === ownedChurchId;
    const scale = isOwned ? 1 : 0.3 + 0.4 * rand.next();
    for (let n = 1; n <= DAYS; n++) {
      const day = addDays(first, n);
      // The owner's church grows by half over the year since it went premium.
      const growth = isOwned ? 1 + (0.5 * n) / DAYS : 1;
      const views = OWNED_VIEWS * scale * growth * busyness(day);
      insert({
        churchId,
        day,
        profileViews: count(views),
        directoryViews: count(views * 4.5),
        websiteClicks: count(views * 0.12),
        phoneClicks: count(views * 0.03),
        directionClicks: count(views * 0.07),
        // One visitor in ten of a profile keeps it on their shortlist: at least one a day for the owner's church, so its month never reads "saved by 0 people" on the 1st.
        saves: count(views * 0.1),
      });
    }
  }
}
