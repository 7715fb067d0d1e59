import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { holidayQuerySchema } from "../../contract/holiday-services";
import { routes as paths } from "../../contract/routes";
import { DATED_OCCASIONS, occasionFromSlug } from "../../contract/service-times/occasions";
import { notFound } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { routes } from "../../http/routes";
import { queryOf } from "../../http/validate";
import { comingOccasions, holidayCalendar, holidayListing } from "./service";

export const OCCASION_NOT_FOUND = "No such occasion";

/** Holiday services as JSON and as calendar files (docs/service-times.md, Holiday pages). */
export function holidaysApi(ctx: AppContext) {
  const app = new Elysia({ name: "holidays-api" })
    .use(routes(ctx))
    .get("/api/services", () => comingOccasions(), { public: true })
    .get(
      "/api/services/:occasion",
      ({ params, query }) => {
        const occasion = occasionFromSlug(params.occasion ?? "");
        if (!occasion) throw notFound(OCCASION_NOT_FOUND);
        return holidayListing(ctx.db, occasion, query).services;
      },
      { public: true, query: queryOf(holidayQuerySchema) },
    );
  // One file per occasion: a page path (/services/christmas-eve) may not share a pattern with a file (docs/decisions/0017).
  // /es/services/{occasion}.ics reaches it without its prefix and answers in Spanish (docs/i18n.md, Addresses).
  for (const occasion of DATED_OCCASIONS) {
    app.get(
      paths.occasionCalendar(occasion),
      ({ query, request }) =>
        new Response(holidayCalendar(holidayListing(ctx.db, occasion, query), ctx.origin, new Date(), pageLangOf(request)), {
          headers: {
            "content-type": "text/calendar; charset=utf-8",
            "cache-control": "public, max-age=300",
            "content-disposition": `attachment; filename="${occasion}.ics"`,
          },
        }),
      { public: true, query: queryOf(holidayQuerySchema) },
    );
  }
  return app;
}
