import type { FactKey } from "../../contract/visit-facts";
import type { Db } from "../../db/client";
import { selectChurchNames, selectPremiumChurchIds, selectReportChurches } from "./queries";
import { churchServices, type ChurchServices } from "./service-times";
import { areaNameOf, denominationNameOf } from "./taxonomy";
import { factsSaidYes, shownVisitFacts, storedVisitFacts } from "./visit-facts";

/** A premium church as its monthly report reads it: names resolved, its weekly services attached. */
export interface ReportChurch {
  id: number;
  slug: string;
  name: string;
  ownerId: number | null;
  denomination: string | null;
  area: string | null;
  worshipStyle: string | null;
  isPremium: boolean;
  servicesConfirmedAt: Date | null;
  /** When it was listed: no report is written for a month before that one. */
  createdAt: Date;
  weekly: ChurchServices["weekly"];
  /** The visit facts the church shows as yes (docs/visit-facts.md). */
  facts: ReadonlySet<FactKey>;
}

/** The approved premium churches' ids: the monthly reports take them a few at a time (docs/decisions/0042-whole-country-bench.md). */
export function premiumChurchIds(db: Db): number[] {
  return selectPremiumChurchIds(db);
}

/** The names of the churches among `ids`, by id (a report run names those it skips). */
export function churchNames(db: Db, ids: readonly number[]): Map<number, string> {
  return selectChurchNames(db, ids);
}

/** The approved churches among `ids`, premium or not, with what their reports need. */
export function reportChurches(db: Db, churchIds: readonly number[]): ReportChurch[] {
  const rows = selectReportChurches(db, churchIds);
  const ids = rows.map((r) => r.id);
  const services = churchServices(db, ids);
  const facts = storedVisitFacts(db, ids);
  return rows.map(({ denominationId, areaId, ...row }) => {
    const weekly = services.get(row.id)?.weekly ?? [];
    return { ...row, denomination: denominationNameOf(db, denominationId), area: areaNameOf(db, areaId), weekly, facts: factsSaidYes(shownVisitFacts(facts.get(row.id)!, weekly)) };
  });
}

