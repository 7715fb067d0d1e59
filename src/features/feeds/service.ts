import { Feed } from "feed";
import ical, { escape, ICalEventStatus } from "ical-generator";
import { EVENT_DURATION_MS, type PublicEvent } from "../../contract/events";
import { eventPlace } from "../../contract/events";
import { SITE_NAME } from "../../contract/site";
import type { Db } from "../../db/client";
import { findArticle, listArticles } from "../news/service";
import { churchEvents, upcomingEvents } from "../events/service";
import { currentSchedules, findChurch, upcomingExceptions } from "../churches/service";
import { churchCalendar } from "../../lib/service-times/calendar";
import { calendarFile, stampOf } from "../../lib/service-times/calendar-parts";
import { fileNameOf } from "../../lib/slug";
import { selectArticleSitemap, selectChurchSitemap } from "./queries";
import { escapeHtml } from "../../render/document";
import { routes } from "../../contract/routes";
import { DATED_OCCASIONS } from "../../contract/service-times/occasions";
import { siteUrl } from "../../http/site-origin";
import { translator } from "../../contract/i18n/catalogue";
import { feedsText } from "../../contract/i18n/feeds-text";
import { languages, localePath, type Lang } from "../../contract/i18n/lang";
import { eventsCalendarFeedIn, newsFeedIn } from "./alternates";
import { pictureEnclosure } from "./enclosure";

/** One sitemap file holds at most 50,000 addresses (sitemaps.org): 25,000 pages, each in two languages. */
const PAGE_LIMIT = 25_000;
const STATIC_PAGES = ["/", "/directory", "/featured", "/events", "/news", "/about", "/open-data", "/advertise", "/contact", "/terms", "/privacy"];

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * /sitemap.xml: every public page, each church and article with its last change, each upcoming
 * event; each in English and in Spanish, every entry naming both twins and the default with
 * `xhtml:link` alternates (docs/i18n.md, Addresses).
 */
export function sitemapXml(db: Db, origin: string): string {
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(siteUrl(origin, path))}"/>`;
  const twins = (path: string, lastmod?: Date) => {
    const alternates = link("en", path) + link("es", localePath("es", path)) + link("x-default", path);
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return languages.map((lang) => `<url><loc>${xmlEscape(siteUrl(origin, localePath(lang, path)))}</loc>${modified}${alternates}</url>`).join("");
  };
  const pages = [
    ...STATIC_PAGES.map((p) => twins(p)),
    ...[routes.occasions, ...DATED_OCCASIONS.map(routes.occasion)].map((p) => twins(p)),
    ...selectChurchSitemap(db, PAGE_LIMIT).map((c) => twins(`/church/${encodeURIComponent(c.slug)}`, c.updatedAt)),
    ...selectArticleSitemap(db, 5_000).map((a) => twins(`/news/${encodeURIComponent(a.slug)}`, a.updatedAt)),
    ...upcomingEvents(db).map((e) => twins(`/events/${e.id}`)),
  ].slice(0, PAGE_LIMIT);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${pages.join("")}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "Disallow: /dashboard", "Disallow: /newsletter", "Disallow: /es/dashboard", "Disallow: /es/newsletter", "", `Sitemap: ${siteUrl(origin, "/sitemap.xml")}`, ""].join("\n");
}

/**
 * RSS 2.0 of the newest articles, in either language: its title and links are that language's
 * (/es/rss.xml). A picture the site stores is each item's enclosure, with its length.
 */
export function articlesRss(db: Db, origin: string, uploadsDir: string, lang: Lang = "en"): string {
  const summaries = listArticles(db, undefined, 30);
  const feed = new Feed({
    // Built as of its newest article, not of this second: the same feed is the same bytes, and a reader's poll gets 304 (docs/caching.md).
    updated: new Date(Math.max(0, ...summaries.map((a) => Date.parse(a.publishedAt)))),
    title: newsFeedIn(lang).title,
    description: translator(feedsText, lang)("newsDescription"),
    id: siteUrl(origin, localePath(lang, routes.news)),
    link: siteUrl(origin, localePath(lang, routes.news)),
    language: lang,
    copyright: `© ${new Date().getFullYear()} ${SITE_NAME}`,
    feedLinks: { rss: siteUrl(origin, newsFeedIn(lang).href) },
  });
  for (const summary of summaries) {
    const article = findArticle(db, summary.slug);
    if (!article) continue;
    const link = siteUrl(origin, localePath(lang, routes.article(article.slug)));
    const picture = article.imageUrl ? pictureEnclosure(article.imageUrl, origin, uploadsDir) : null;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      // RSS readers show the description as HTML; the excerpt is plain text, so it is escaped.
      description: escapeHtml(article.excerpt),
      content: article.content,
      date: new Date(article.publishedAt),
      category: [{ name: article.category }],
      ...(picture ? { image: picture } : {}),
    });
  }
  return feed.rss2();
}

// RFC 5545 TEXT holds no control character but the line breaks it escapes (and tab).
const calendarText = (text: string) => text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g, "");

const DAY_MS = 86_400_000;

/**
 * An event with a time lasts 2 hours (docs/product.md V9); one whose time was not announced is an
 * all-day entry on its San Antonio day (DTSTART;VALUE=DATE, the end the next day, exclusive), never
 * the 10:00 the site assumes for ordering it.
 */
function eventTimes(event: PublicEvent): { start: Date; end: Date; allDay?: true } {
  if (event.time === null) {
    // ical-generator writes an all-day date from the UTC calendar day: noon UTC is that day.
    const day = new Date(`${event.date}T12:00:00Z`);
    return { start: day, end: new Date(day.getTime() + DAY_MS), allDay: true };
  }
  const start = new Date(event.startsAt);
  return { start, end: new Date(start.getTime() + EVENT_DURATION_MS) };
}

/** RFC 5545 calendars of events; times are kept in San Antonio's zone. */
export function eventsCalendar(events: PublicEvent[], origin: string, name: string = eventsCalendarFeedIn("en").title, lang: Lang = "en"): string {
  const t = translator(feedsText, lang);
  // Times go out in UTC ('Z'): exact without a VTIMEZONE of their own (an empty calendar holds San
  // Antonio's, calendarFile). ical-generator escapes every event's text but writes the calendar's
  // name as given: it is escaped here.
  const calendar = ical({ name: escape(calendarText(name), false), prodId: { company: SITE_NAME, product: "Events", language: lang.toUpperCase() } });
  const stamp = stampOf(new Date());
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${new URL(origin).host}`,
      ...eventTimes(event),
      stamp,
      summary: calendarText(event.title),
      description: calendarText(event.church ? `${event.description}\n\n${t("hostedBy", { church: event.church.name })}` : event.description),
      location: calendarText(eventPlace(event.address)),
      url: siteUrl(origin, localePath(lang, `/events/${event.id}`)),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendarFile(calendar);
}

/** /events.ics and its Spanish twin /es/events.ics: the same events, the calendar's words in the language. */
export function upcomingCalendar(db: Db, origin: string, lang: Lang = "en"): string {
  return eventsCalendar(upcomingEvents(db), origin, eventsCalendarFeedIn(lang).title, lang);
}

/**
 * A church's calendar (docs/service-times.md, Church calendar): its weekly services recurring
 * with their dated exceptions, its coming special services and its approved events, its words and links in `lang`
 * (/es/church/{slug}/calendar.ics), and its file's name after the church ('grace-church.ics');
 * null for an unknown or unapproved church.
 */
export function churchCalendarFile(db: Db, idOrSlug: string, origin: string, now = new Date(), lang: Lang = "en"): { text: string; fileName: string } | null {
  const church = findChurch(db, idOrSlug);
  if (!church) return null;
  const text = churchCalendar({ church, weekly: church.serviceTimes, special: church.specialServices, exceptions: upcomingExceptions(db, church.id, now), schedules: currentSchedules(db, church.id, now), events: churchEvents(db, church.id, now), origin, now, lang });
  return { text, fileName: fileNameOf(church.slug, "ics", "church") };
}
