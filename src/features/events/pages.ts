import * as z from "zod/mini";
import { EventPage } from "../../../web/pages/EventPage";
import { EventsPage } from "../../../web/pages/EventsPage";
import { formatShortDate } from "../../contract/dates";
import { eventFiltersSchema, type EventFilters } from "../../contract/event-queries";
import { EVENTS_PAGE_SIZE } from "../../contract/events";
import { translator } from "../../contract/i18n/catalogue";
import { translateMessage } from "../../contract/i18n/validation-text";
import { eventsText } from "../../contract/i18n/events-text";
import { centralToUtc, nextCentralMidnight } from "../../lib/dates";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { eventsCalendarFeedIn } from "../feeds/alternates";
import { churchById } from "../churches/service";
import { siteUrl } from "../../http/site-origin";
import { eventHostChurches, findEvent, listEvents } from "./service";
import { eventStructuredData } from "./structured-data";

/** The filters in the page's address; values it cannot use are named and left out (answered 400). */
function readFilters(params: URLSearchParams): { filters: EventFilters; problems: string[] } {
  const raw = Object.fromEntries([...params].filter(([key]) => key in eventFiltersSchema.def.shape));
  const result = z.safeParse(eventFiltersSchema, raw);
  if (result.success) return { filters: result.data, problems: [] };
  const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const kept = z.safeParse(eventFiltersSchema, Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))));
  return { filters: kept.success ? kept.data : {}, problems: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

function eventsListPage({ ctx, url, lang }: PageLoadArgs) {
  const t = translator(eventsText, lang);
  const now = new Date();
  const read = readFilters(url.searchParams);
  const { filters } = read;
  const problems = read.problems.map((problem) => translateMessage(problem, lang));
  const result = listEvents(ctx.db, filters, EVENTS_PAGE_SIZE, now);
  const span = result.span ? `${formatShortDate(result.span.from, lang)} – ${formatShortDate(centralToUtc(result.span.lastDay, 12, 0), lang)}` : null;
  return {
    props: { ...result, filters: { ...filters, page: result.page }, span, problems, churches: eventHostChurches(ctx.db, now) },
    status: problems.length ? 400 : undefined,
    // 'Upcoming' and 'this weekend' start from today: the list changes at San Antonio's midnight.
    expiresAt: nextCentralMidnight(now),
    head: {
      title: t("headTitle", { when: filters.when ?? "any" }),
      description: t("headDescription"),
      alternates: [eventsCalendarFeedIn(lang)],
    },
  };
}

export const eventPages = [
  definePage({
    path: "/events",
    query: ["when", "category", "church", "page"],
    dropEmptyQuery: true,
    component: EventsPage,
    load: eventsListPage,
  }),
  definePage({
    path: "/events/:id",
    component: EventPage,
    load: ({ ctx, params, pageUrl, lang }) => {
      const event = /^\d{1,12}$/.test(params.id ?? "") ? findEvent(ctx.db, Number(params.id)) : null;
      if (!event) return { props: { event: null }, status: 404, head: { title: translator(eventsText, lang)("notFoundTitle"), noindex: true } };
      // An event has no picture of its own: its host church's photo stands for it (else the site's card).
      const picture = event.church ? churchById(ctx.db, event.church.id)?.heroImage : null;
      return {
        props: { event },
        head: {
          title: event.title,
          description: event.description,
          structuredData: [eventStructuredData(event, pageUrl)],
          alternates: [eventsCalendarFeedIn(lang)],
          ...(picture ? { ogImage: siteUrl(ctx.origin, picture) } : {}),
        },
      };
    },
  }),
];
