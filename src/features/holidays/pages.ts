import * as z from "zod/mini";
import { HolidayServicesPage, type HolidayFormValues } from "../../../web/pages/HolidayServicesPage";
import { OccasionsPage } from "../../../web/pages/OccasionsPage";
import { HOLIDAY_QUERY_KEYS, holidayQuerySchema, occasionHeading } from "../../contract/holiday-services";
import { routes } from "../../contract/routes";
import { DATED_OCCASIONS, OCCASION_LABELS } from "../../contract/service-times/occasions";
import { nextCentralMidnight } from "../../lib/dates";
import { definePage } from "../../render/page-route";
import { comingOccasions, holidayListing } from "./service";

/**
 * The holiday pages (docs/service-times.md, Holiday pages): one page per occasion, a path of its
 * own so that its calendar file (/services/christmas-eve.ics) is not taken for a page. They name
 * the coming date, so they go stale at San Antonio's midnight.
 */

const occasionPages = DATED_OCCASIONS.map((occasion) =>
  definePage({
    path: routes.occasion(occasion),
    query: HOLIDAY_QUERY_KEYS,
    component: HolidayServicesPage,
    load: ({ ctx, url }) => {
      const now = new Date();
      const values = Object.fromEntries(HOLIDAY_QUERY_KEYS.map((key) => [key, url.searchParams.get(key) ?? ""])) as HolidayFormValues;
      const parsed = z.safeParse(holidayQuerySchema, Object.fromEntries(url.searchParams));
      // A query the form could not have sent: say which field, and list the services unfiltered.
      const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the filters");
      const listing = holidayListing(ctx.db, occasion, parsed.success ? parsed.data : {}, now);
      const label = OCCASION_LABELS[occasion];
      return {
        props: { listing, heading: occasionHeading(occasion, listing.date), values, error, calendarHref: `${routes.occasionCalendar(occasion)}${url.search}` },
        status: error ? 400 : 200,
        expiresAt: nextCentralMidnight(now),
        head: {
          title: `${label} services`,
          description: `${label} services at churches across San Antonio: times, languages and places, on a map, with a calendar to download.`,
          ...(error ? { noindex: true } : {}),
        },
      };
    },
  }),
);

export const holidayPages = [
  definePage({
    path: routes.occasions,
    component: OccasionsPage,
    load: () => {
      const now = new Date();
      return {
        props: { occasions: comingOccasions(now) },
        expiresAt: nextCentralMidnight(now),
        head: { title: "Holiday services", description: "Christmas, Holy Week, Las Posadas and more: every church's holiday services in San Antonio." },
      };
    },
  }),
  ...occasionPages,
];
