import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { notFound } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { routes } from "../../http/routes";
import { findEvent } from "../events/service";
import { eventsCalendarFeed, newsFeed } from "./alternates";
import { articlesRss, churchCalendarFile, eventsCalendar, robotsTxt, sitemapXml, upcomingCalendar } from "./service";
import { msg } from "../../contract/i18n/msg";
import { fileNameOf } from "../../lib/slug";

/** Feeds and files for search engines and calendars; their links are on the configured origin (src/http/site-origin.ts). */
export function feedsApi(ctx: AppContext) {
  const file = (body: string, type: string, extra: Record<string, string> = {}) =>
    new Response(body, { headers: { "content-type": type, "cache-control": "public, max-age=300", ...extra } });
  return new Elysia({ name: "feeds" })
    .use(routes(ctx))
    .get("/robots.txt", () => file(robotsTxt(ctx.origin), "text/plain; charset=utf-8"), { public: true })
    .get("/sitemap.xml", () => file(sitemapXml(ctx.db, ctx.origin), "application/xml; charset=utf-8"), { public: true })
    // /es/rss.xml, /es/events.ics and the calendars below reach these routes without their prefix (docs/i18n.md, Addresses).
    .get(newsFeed.href, ({ request }) => file(articlesRss(ctx.db, ctx.origin, ctx.env.UPLOADS_DIR, pageLangOf(request)), `${newsFeed.type}; charset=utf-8`), { public: true })
    .get(eventsCalendarFeed.href, ({ request }) => file(upcomingCalendar(ctx.db, ctx.origin, pageLangOf(request)), `${eventsCalendarFeed.type}; charset=utf-8`), { public: true })
    .get(
      "/events/:id/calendar.ics",
      ({ params, request }) => {
        const event = /^\d{1,12}$/.test(params.id ?? "") ? findEvent(ctx.db, Number(params.id)) : null;
        if (!event) throw notFound("Event not found");
        // Named after the event ('advent-concert.ics'), as it lands in the visitor's downloads.
        return file(eventsCalendar([event], ctx.origin, event.title, pageLangOf(request)), "text/calendar; charset=utf-8", {
          "content-disposition": `attachment; filename="${fileNameOf(event.title, "ics", `event-${event.id}`)}"`,
        });
      },
      { public: true },
    )
    .get(
      "/church/:slug/calendar.ics",
      ({ params, request }) => {
        // Elysia leaves a parameter with a malformed escape undefined.
        const slug = typeof params.slug === "string" && params.slug.length <= 120 ? params.slug : null;
        const calendar = slug ? churchCalendarFile(ctx.db, slug, ctx.origin, new Date(), pageLangOf(request)) : null;
        if (!calendar) throw notFound(msg("churchNotFound", "Church not found"));
        return file(calendar.text, "text/calendar; charset=utf-8", { "content-disposition": `inline; filename="${calendar.fileName}"` });
      },
      { public: true },
    );
}
