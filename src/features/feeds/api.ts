import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { notFound } from "../../http/errors";
import { findEvent } from "../events/service";
import { articlesRss, eventsCalendar, robotsTxt, sitemapXml, upcomingCalendar } from "./service";

/** Feeds and files for search engines and calendars. */
export function feedsApi(ctx: AppContext) {
  const origin = (request: Request) => ctx.env.PUBLIC_URL ?? new URL(request.url).origin;
  const file = (body: string, type: string, extra: Record<string, string> = {}) =>
    new Response(body, { headers: { "content-type": type, "cache-control": "public, max-age=300", ...extra } });
  return new Elysia({ name: "feeds" })
    .get("/robots.txt", ({ request }) => file(robotsTxt(origin(request)), "text/plain; charset=utf-8"))
    .get("/sitemap.xml", ({ request }) => file(sitemapXml(ctx.db, origin(request)), "application/xml; charset=utf-8"))
    .get("/rss.xml", ({ request }) => file(articlesRss(ctx.db, origin(request)), "application/rss+xml; charset=utf-8"))
    .get("/events.ics", ({ request }) => file(upcomingCalendar(ctx.db, origin(request)), "text/calendar; charset=utf-8"))
    .get("/events/:id/calendar.ics", ({ params, request }) => {
      const event = /^\d{1,12}$/.test(params.id ?? "") ? findEvent(ctx.db, Number(params.id)) : null;
      if (!event) throw notFound("Event not found");
      return file(eventsCalendar([event], origin(request), event.title), "text/calendar; charset=utf-8", {
        "content-disposition": `attachment; filename="event-${event.id}.ics"`,
      });
    });
}
