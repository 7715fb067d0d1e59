import { routes } from "../../contract/routes";
import { OPEN_PRACTICAL_FIELDS, type OpenChurch } from "../../contract/open-data";
import type { Db } from "../../db/client";
import { readAllInPages } from "../../db/paging";
import { siteUrl } from "../../http/site-origin";
import { areaNameOf, churchServices, denominationNameOf, languagesOfChurches, serviceAnswer, shownVisitFacts, storedVisitFacts } from "../churches/service";
import { selectOpenChurches } from "./queries";

/** Churches read a thousand at a time: the whole country's 380,000 in bounded queries. */
const PAGE = 1000;

/**
 * Every approved church as the open data shows it, at `now` (special services from that day on),
 * by id. The facts are those visitors see (an interpreted service makes ASL yes: docs/visit-facts.md).
 */
export function openChurches(db: Db, origin: string, now: Date): OpenChurch[] {
  return readAllInPages((after) => {
    const rows = selectOpenChurches(db, PAGE, after);
    const ids = rows.map((r) => r.id);
    const services = churchServices(db, ids, now);
    const facts = storedVisitFacts(db, ids);
    const languages = languagesOfChurches(db, ids);
    return rows.map(({ denominationId, areaId, servicesConfirmedAt, ...row }) => {
      const stored = services.get(row.id)!;
      const answer = serviceAnswer(stored, now);
      const shown = shownVisitFacts(facts.get(row.id)!, stored.weekly);
      return {
        id: row.id,
        slug: row.slug,
        url: siteUrl(origin, routes.church(row.slug)),
        name: row.name,
        denomination: denominationNameOf(db, denominationId),
        area: areaNameOf(db, areaId),
        address: row.address,
        zip: row.zip,
        phone: row.phone,
        website: row.website,
        latitude: row.latitude,
        longitude: row.longitude,
        locationApproximate: row.locationApproximate,
        worshipStyle: row.worshipStyle,
        languages: languages.get(row.id) ?? [],
        services: answer.services,
        serviceTimes: answer.serviceTimes,
        servicesToReview: answer.servicesToReview,
        specialServices: answer.specialServices,
        access: shown.access,
        family: shown.family,
        practical: Object.fromEntries(OPEN_PRACTICAL_FIELDS.map((k) => [k, shown.practical[k]])) as OpenChurch["practical"],
        servicesConfirmedAt: servicesConfirmedAt?.toISOString() ?? null,
      };
    });
  });
}
