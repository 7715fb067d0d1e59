import { and, desc, eq, inArray } from "drizzle-orm";
import type { MonthlyReportFigures } from "../../contract/reports";
import type { DbOrTx } from "../../db/client";
import { monthlyReports } from "../../db/schema";

/** Stores a report; answers false when the church already has one for the month (nothing written). */
export function insertReport(db: DbOrTx, row: { churchId: number; month: string; figures: MonthlyReportFigures; sentAt: Date | null }): boolean {
  return db.insert(monthlyReports).values(row).onConflictDoNothing().returning({ id: monthlyReports.id }).get() !== undefined;
}

export function reportExists(db: DbOrTx, churchId: number, month: string): boolean {
  return db.select({ id: monthlyReports.id }).from(monthlyReports).where(and(eq(monthlyReports.churchId, churchId), eq(monthlyReports.month, month))).get() !== undefined;
}

/** The churches that have their report of the month. */
export function reportedChurchIds(db: DbOrTx, month: string): Set<number> {
  return new Set(db.select({ churchId: monthlyReports.churchId }).from(monthlyReports).where(eq(monthlyReports.month, month)).all().map((r) => r.churchId));
}

/** The newest reports of the churches, newest month first. */
export function selectReports(db: DbOrTx, churchIds: number[], limit: number) {
  if (!churchIds.length) return [];
  return db
    .select({ churchId: monthlyReports.churchId, month: monthlyReports.month, figures: monthlyReports.figures, sentAt: monthlyReports.sentAt })
    .from(monthlyReports)
    .where(inArray(monthlyReports.churchId, churchIds))
    .orderBy(desc(monthlyReports.month), monthlyReports.churchId)
    .limit(limit)
    .all()
    .map((r) => ({ ...r, figures: r.figures as MonthlyReportFigures }));
}

export function selectReport(db: DbOrTx, churchId: number, month: string): MonthlyReportFigures | undefined {
  return db.select({ figures: monthlyReports.figures }).from(monthlyReports).where(and(eq(monthlyReports.churchId, churchId), eq(monthlyReports.month, month))).get()?.figures as MonthlyReportFigures | undefined;
}
