import type { MonthlyReportFigures } from "../../contract/reports";
import type { Db } from "../../db/client";
import { monthFigures, monthPeers, type MonthPeers } from "../analytics/report";
import type { ReportChurch } from "../churches/service";
import { missingSearches, searchesShowing } from "../search-stats/service";

/** The first and last San Antonio day of a YYYY-MM month. */
export function monthDays(month: string): [string, string] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return [`${month}-01`, new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)];
}

/** A church's report of a month, from the analytics and the search counts (docs/product.md, Monthly reports). */
export function buildReport(db: Db, church: ReportChurch, month: string, peerFigures: MonthPeers = monthPeers(db, church.id, month)): MonthlyReportFigures {
  const [from, to] = monthDays(month);
  const { peers, figures } = monthFigures(db, church.id, month, peerFigures);
  return {
    churchId: church.id,
    churchName: church.name,
    churchSlug: church.slug,
    month,
    denomination: church.denomination,
    area: church.area,
    peers,
    figures,
    topSearches: searchesShowing(db, church, from, to),
    missing: missingSearches(db, church, from, to),
    servicesConfirmedAt: church.servicesConfirmedAt?.toISOString() ?? null,
  };
}
