import type { ServiceLanguage } from "../../contract/options";
import type { VisitFacts } from "../../contract/visit-facts";
import type { Db } from "../../db/client";
import { memoChurchRows } from "../../db/data-version";
import { centralDay } from "../../lib/dates";
import { selectLanguages } from "./page-rows-queries";
import { churchServices, type ChurchServices } from "./service-times";
import { storedVisitFacts } from "./visit-facts";

/** What a listed church shows beside its own row: languages, services from today on, visit facts. */
export interface ListedRows {
  languages: ServiceLanguage[];
  services: ChurchServices;
  facts: VisitFacts;
}

/**
 * Kept per church until a write to that church or the next day in San Antonio (docs/caching.md,
 * Remembered rows): a list drawn again after one church's edit reads that church's rows only. Four
 * thousand churches' rows are a few tens of megabytes.
 */
const kept = memoChurchRows<ListedRows>(4000);

/** The rows of each church of a list, at `now`: read for those not kept, in eight queries whatever their number. */
export function listedRows(db: Db, ids: readonly number[], now: Date): Map<number, ListedRows> {
  return kept(db, ids, centralDay(now), (missing) => {
    const languages = selectLanguages(db, missing);
    const services = churchServices(db, missing, now);
    const facts = storedVisitFacts(db, missing);
    return new Map(missing.map((id) => [id, { languages: languages.get(id) ?? [], services: services.get(id)!, facts: facts.get(id)! }]));
  });
}
