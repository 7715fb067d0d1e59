import { SITE_NAME } from "../../contract/site";
import type { Alternate } from "../../render/document";

/**
 * The site's feeds, as the pages that have one declare them in their head (autodiscovery) and as
 * src/features/feeds/api.ts serves them.
 */
export const newsFeed = { type: "application/rss+xml", title: `${SITE_NAME} — Church News`, href: "/rss.xml" } as const satisfies Alternate;
export const eventsCalendarFeed = { type: "text/calendar", title: `${SITE_NAME} — Events`, href: "/events.ics" } as const satisfies Alternate;
