import * as z from "zod/mini";
import { HolidayServicesPage, type HolidayFormValues } from "../../../web/pages/HolidayServicesPage";
import { OccasionsPage } from "../../../web/pages/OccasionsPage";
import { HOLIDAY_QUERY_KEYS, holidayQuerySchema, occasionHeading } from "../../contract/holiday-services";
import { HOLIDAY_PAGE_KEYS, HOLIDAY_STEP, holidayMoment, readShown, serviceAnchor } from "../../contract/holiday-list";
import { routes } from "../../contract/routes";
import { DATED_OCCASIONS, occasionLabel } from "../../contract/service-times/occasions";
import { translator } from "../../contract/i18n/catalogue";
import { translateMessage } from "../../contract/i18n/validation-text";
import { holidaysText } from "../../contract/i18n/holidays-text";
import { centralDay, nextCentralMidnight } from "../../lib/dates";
import { definePage } from "../../render/page-route";
import { comingOccasions, holidayListing } from "./service";
import { msg } from "../../contract/i18n/msg";

/**
 * The holiday pages (docs/service-times.md, Holiday pages): one page per occasion, a path of its
 * own so that its calendar file (/services/christmas-eve.ics) is not taken for a page. They name
 * the coming date and say 'today' on the day, so they go stale at San Antonio's midnight.
 */

const occasionPages = DATED_OCCASIONS.map((occasion) =>
  definePage({
    path: routes.occasion(occasion),
    query: HOLIDAY_PAGE_KEYS,
    dropEmptyQuery: true,
    component: HolidayServicesPage,
    load: ({ ctx, url, lang }) => {
      const now = new Date();
      const today = centralDay(now);
      const t = translator(holidaysText, lang);
      const values = Object.fromEntries(HOLIDAY_QUERY_KEYS.map((key) => [key, url.searchParams.get(key) ?? ""])) as HolidayFormValues;
      const query = Object.fromEntries([...url.searchParams].filter(([key]) => key !== "shown"));
      const parsed = z.safeParse(holidayQuerySchema, query);
      const { shown, error: shownError } = readShown(url.searchParams.get("shown"));
      // A query the form could not have sent: say which field, and list the services unfiltered.
      const problem = parsed.success ? shownError : (parsed.error.issues[0]?.message ?? msg("checkFilters", "Check the filters"));
      const error = problem ? translateMessage(problem, lang) : null;
      const label = occasionLabel(occasion, lang);
      const listing = { ...holidayListing(ctx.db, occasion, parsed.success ? parsed.data : {}, now), label };
      // The filters as the address spelt them, without `shown`: the calendar lists every service.
      const calendarQuery = parsed.success ? url.search.slice(1).split("&").filter((pair) => pair !== "" && !pair.startsWith("shown=")).join("&") : "";
      // 'Show more' opens the longer list at the first service it adds (docs/decisions/0064-holiday-and-event-lists.md).
      const moreQuery = [calendarQuery, `shown=${shown + HOLIDAY_STEP}`].filter(Boolean).join("&");
      const moreHref = listing.services.length > shown ? `${routes.occasion(occasion)}?${moreQuery}#${serviceAnchor(shown + 1)}` : null;
      return {
        props: {
          listing,
          heading: occasionHeading(occasion, listing.date, lang, today),
          moment: holidayMoment(occasion, listing.date, today),
          today,
          more: { shown, moreHref },
          values,
          error,
          calendarHref: `${routes.occasionCalendar(occasion)}${calendarQuery ? `?${calendarQuery}` : ""}`,
        },
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
