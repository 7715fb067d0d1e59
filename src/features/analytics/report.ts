import { ANALYTICS_METRICS, type AnalyticsFigures, type AnalyticsSeries, type ChurchAnalytics } from "../../contract/owner";
import { previousMonth, REPORT_METRICS, type ReportFigure, type ReportMetric } from "../../contract/reports";
import type { Db } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { medianOf } from "./median";
import { lastDays, lastMonths } from "./periods";
import { countPeers, selectChurchFigures, selectPeerFigures, type PeriodLength } from "./queries";
import { savesThisMonth } from "./saves";

type Row = { churchId: number; period: string } & AnalyticsFigures;

const zero = (): AnalyticsFigures => ({ profileViews: 0, websiteClicks: 0, phoneClicks: 0, directionClicks: 0 });
const figuresOf = (row: Row | undefined): AnalyticsFigures => {
  const out = zero();
  if (row) for (const m of ANALYTICS_METRICS) out[m] = row[m];
  return out;
};

/** Per metric, the median of the peers' figures; peers without a row count 0 (docs/decisions/0030). */
function medianFigures(rows: AnalyticsFigures[], peers: number): AnalyticsFigures {
  const out = zero();
  for (const m of ANALYTICS_METRICS) out[m] = medianOf(rows.map((r) => r[m]), peers);
  return out;
}

function sumFigures(rows: AnalyticsFigures[]): AnalyticsFigures {
  const out = zero();
  for (const r of rows) for (const m of ANALYTICS_METRICS) out[m] += r[m];
  return out;
}

/** Every period of `periods`, a missing one as zeros, and the totals over the run. */
function series(own: Row[], peerRows: Row[], periods: string[], peers: number): AnalyticsSeries {
  const ownBy = new Map(own.map((r) => [r.period, r]));
  const points = periods.map((period) => ({
    period,
    church: figuresOf(ownBy.get(period)),
    median: medianFigures(peerRows.filter((r) => r.period === period), peers),
  }));
  // 'How am I doing' over the run is the median of each peer's total, not a sum of medians.
  const totals = new Map<number, AnalyticsFigures[]>();
  for (const r of peerRows) totals.set(r.churchId, [...(totals.get(r.churchId) ?? []), r]);
  return {
    points,
    total: { church: sumFigures(points.map((p) => p.church)), median: medianFigures([...totals.values()].map(sumFigures), peers) },
  };
}

function seriesFor(db: Db, churchId: number, periods: string[], fromDay: string, length: PeriodLength, peers: number): AnalyticsSeries {
  return series(selectChurchFigures(db, churchId, fromDay, length), selectPeerFigures(db, churchId, fromDay, length), periods, peers);
}

/** The owner's charts of one church: the last 30 San Antonio days and 12 months, and how many people saved it this month (docs/product.md M6). */
export function churchAnalytics(db: Db, church: { id: number; name: string; denomination: string | null }, now = new Date()): ChurchAnalytics {
  const today = centralDay(now);
  const days = lastDays(today, 30);
  const months = lastMonths(today, 12);
  const peers = countPeers(db, church.id);
  return {
    churchId: church.id,
    name: church.name,
    denomination: church.denomination,
    peers,
    days: seriesFor(db, church.id, days, days[0]!, 10, peers),
    months: seriesFor(db, church.id, months, `${months[0]}-01`, 7, peers),
    savedThisMonth: savesThisMonth(db, church.id, now),
  };
}

/**
 * One month's figures of a church for its monthly report, with the month before and this month's
 * median of its peers, directory impressions included (docs/product.md, Monthly reports).
 */
export function monthFigures(db: Db, churchId: number, month: string, peerFigures = monthPeers(db, churchId, month)): { peers: number; figures: Record<ReportMetric, ReportFigure> } {
  const before = previousMonth(month);
  const own = selectChurchFigures(db, churchId, `${before}-01`, 7).filter((r) => r.period === month || r.period === before);
  const { peers, rows: peerRows } = peerFigures;
  const figure = (metric: ReportMetric): ReportFigure => ({
    value: own.find((r) => r.period === month)?.[metric] ?? 0,
    previous: own.find((r) => r.period === before)?.[metric] ?? 0,
    median: medianOf(peerRows.map((r) => r[metric]), peers),
  });
  return { peers, figures: Object.fromEntries(REPORT_METRICS.map((m) => [m, figure(m)])) as Record<ReportMetric, ReportFigure> };
}

/** How many peers a church has and their figures of the month: the same for every church of a denomination. */
export interface MonthPeers {
  peers: number;
  rows: (Row & { directoryViews: number })[];
}

/**
 * A church's peers in `month`. Reading them is reading a whole denomination (110,000 churches at
 * country scale), so a run of reports reads them once per denomination
 * (docs/decisions/0042-whole-country-bench.md).
 */
export function monthPeers(db: Db, churchId: number, month: string): MonthPeers {
  return { peers: countPeers(db, churchId), rows: selectPeerFigures(db, churchId, `${month}-01`, 7).filter((r) => r.period === month) };
}
