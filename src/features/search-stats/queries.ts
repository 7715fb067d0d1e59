import { and, desc, gte, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { searchStats } from "../../db/schema";

/** One search's counts to add to its day and filters. */
export interface SearchCount {
  day: string;
  filters: string;
  searches: number;
  noResults: number;
  fewResults: number;
  resultsSum: number;
}

/** Adds the counts in one transaction, one upsert per day and filters. */
export function addSearchCounts(db: Db, counts: SearchCount[]): void {
  db.transaction((tx) => {
    for (const c of counts) {
      tx.insert(searchStats)
        .values(c)
        .onConflictDoUpdate({
          target: [searchStats.day, searchStats.filters],
          set: {
            searches: sql`${searchStats.searches} + ${c.searches}`,
            noResults: sql`${searchStats.noResults} + ${c.noResults}`,
            fewResults: sql`${searchStats.fewResults} + ${c.fewResults}`,
            resultsSum: sql`${searchStats.resultsSum} + ${c.resultsSum}`,
          },
        })
        .run();
    }
  });
}

const totals = {
  filters: searchStats.filters,
  searches: sql<number>`sum(${searchStats.searches})`.mapWith(Number),
  noResults: sql<number>`sum(${searchStats.noResults})`.mapWith(Number),
  fewResults: sql<number>`sum(${searchStats.fewResults})`.mapWith(Number),
};

/** Each search's totals over the days `fromDay` to `toDay` (YYYY-MM-DD, both included), most made first. */
export function selectSearchTotals(db: Db, fromDay: string, toDay: string) {
  return db
    .select(totals)
    .from(searchStats)
    .where(and(gte(searchStats.day, fromDay), lte(searchStats.day, toDay)))
    .groupBy(searchStats.filters)
    .orderBy(desc(totals.searches))
    .all();
}

/** The searches that found nothing over the days, most often first. */
export function selectNoResultSearches(db: Db, fromDay: string, toDay: string, limit: number) {
  return db
    .select(totals)
    .from(searchStats)
    .where(and(gte(searchStats.day, fromDay), lte(searchStats.day, toDay), sql`${searchStats.noResults} > 0`))
    .groupBy(searchStats.filters)
    .orderBy(desc(totals.noResults), searchStats.filters)
    .limit(limit)
    .all();
}

export function deleteSearchStatsBefore(db: Db, day: string): void {
  db.delete(searchStats).where(lt(searchStats.day, day)).run();
}
