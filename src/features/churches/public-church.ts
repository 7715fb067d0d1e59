import type { PublicChurch } from "../../contract/churches";
import type { Db } from "../../db/client";
import { searchesService, serviceFilterOf } from "../../contract/service-search";
import { serviceLabel, soonestMatch } from "../../contract/service-times/next";
import { listedRows } from "./listed-rows";
import { type ChurchRow } from "./search-queries";
import { serviceAnswer } from "./service-times";
import type { ChurchSearch } from "./resolved-filters";
import { taxonomy } from "./taxonomy";
import { shownVisitFacts } from "./visit-facts";

const coordinate = (value: number | null) => (value === null ? null : String(value));

export type ListedRow = ChurchRow | (Omit<ChurchRow, "distanceMiles"> & { distanceMiles?: undefined });

/**
 * Rows as answers show them, at `now`: the next service and its label; with a search, the
 * distance (two decimals) and the matching service.
 */
export function toPublic<R extends ListedRow>(
  rows: R[],
  db: Db,
  now: Date,
  search: ChurchSearch = {},
): (Omit<R, "latitude" | "longitude" | "denominationId" | "areaId" | "servicesConfirmedAt" | "distanceMiles"> & PublicChurch)[] {
  const t = taxonomy(db);
  const listed = listedRows(db, rows.map((r) => r.id), now);
  const filter = searchesService(search) ? serviceFilterOf(search) : null;
  return rows.map(({ denominationId, areaId, latitude, longitude, servicesConfirmedAt, distanceMiles, ...row }) => {
    const { languages, services, facts } = listed.get(row.id)!;
    const answer = serviceAnswer(services, now);
    return {
      ...row,
      denomination: denominationId === null ? null : (t.denominationName.get(denominationId) ?? null),
      area: areaId === null ? null : (t.areaName.get(areaId) ?? null),
      latitude: coordinate(latitude),
      longitude: coordinate(longitude),
      ...answer,
      nextServiceLabel: answer.nextService ? serviceLabel(answer.nextService, now) : null,
      ...(filter ? { matchingService: soonestMatch(answer.serviceTimes, filter, now, services.exceptions, services.schedules) } : {}),
      ...(distanceMiles === undefined || distanceMiles === null ? {} : { distanceMiles: Math.round(distanceMiles * 100) / 100 }),
      servicesConfirmedAt: servicesConfirmedAt?.toISOString() ?? null,
      languages,
      ...shownVisitFacts(facts, services.weekly),
    };
  });
}
