import { feedsText } from "../../contract/i18n/feeds-text";
import { translator } from "../../contract/i18n/catalogue";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { SITE_NAME } from "../../contract/site";
import type { Alternate } from "../../render/document";

/**
 * The site's feeds, as the pages that have one declare them in their head (autodiscovery) and as
 * src/features/feeds/api.ts serves them. Each has a Spanish twin under /es/ with its title and
 * links in Spanish (docs/decisions/0044-content-language.md).
 */
export const newsFeedIn = (lang: Lang) =>
  ({ type: "application/rss+xml", title: translator(feedsText, lang)("newsTitle", { site: SITE_NAME }), href: localePath(lang, "/rss.xml") }) satisfies Alternate;
export const eventsCalendarFeedIn = (lang: Lang) =>
  ({ type: "text/calendar", title: translator(feedsText, lang)("eventsTitle", { site: SITE_NAME }), href: localePath(lang, "/events.ics") }) satisfies Alternate;

/** The English feeds, where the routes are declared. */
export const newsFeed = newsFeedIn("en");
export const eventsCalendarFeed = eventsCalendarFeedIn("en");
