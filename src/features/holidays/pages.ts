import * as z from "zod/mini";
import { HolidayServicesPage, type HolidayFormValues } from "../../../web/pages/HolidayServicesPage";
import { OccasionsPage } from "../../../web/pages/OccasionsPage";
import { HOLIDAY_QUERY_KEYS, holidayQuerySchema, occasionHeading } from "../../contract/holiday-services";
import { routes } from "../../contract/routes";
import { DATED_OCCASIONS, occasionLabel } from "../../contract/service-times/occasions";
import { translator } from "../../contract/i18n/catalogue";
import { translateMessage } from "../../contract/i18n/validation-text";
import { holidaysText } from "../../contract/i18n/holidays-text";
import { nextCentralMidnight } from "../../lib/dates";
import { definePage } from "../../render/page-route";
import { comingOccasions, holidayListing } from "./service";
import { msg } from "../../contract/i18n/msg";

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
    load: ({ ctx, url, lang }) => {
      const now = new Date();
      const t = translator(holidaysText, lang);
      const values = Object.fromEntries(HOLIDAY_QUERY_KEYS.map((key) => [key, url.searchParams.get(key) ?? ""])) as HolidayFormValues;
      const parsed = z.safeParse(holidayQuerySchema, Object.fromEntries(url.searchParams));
      // A query the form could not have sent: say which field, and list the services unfiltered.
      const error = parsed.success ? null : translateMessage(parsed.error.issues[0]?.message ?? msg("checkFilters", "Check the filters"), lang);
      const label = occasionLabel(occasion, lang);
      const listing = { ...holidayListing(ctx.db, occasion, parsed.success ? parsed.data : {}, now), label };
      return {
        props: { listing, heading: occasionHeading(occasion, listing.date, lang), values, error, calendarHref: `${routes.occasionCalendar(occasion)}${url.search}` },
        status: error ? 400 : 200,
        expiresAt: nextCentralMidnight(now),
        head: {
          title: t("head.title", { label }),
          description: t("head.description", { label }),
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
    load: ({ lang }) => {
      const now = new Date();
      const t = translator(holidaysText, lang);
      return {
        props: { occasions: comingOccasions(now).map((o) => ({ ...o, label: occasionLabel(o.occasion, lang) })) },
        expiresAt: nextCentralMidnight(now),
        head: { title: t("index.head.title"), description: t("index.head.description") },
      };
    },
  }),
  ...occasionPages,
];
