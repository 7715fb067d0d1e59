import { ChurchPage } from "../../../web/pages/ChurchPage";
import { cardOf } from "./cards";
import { DirectoryPage } from "../../../web/pages/DirectoryPage";
import { FeaturedPage } from "../../../web/pages/FeaturedPage";
import { HomePage } from "../../../web/pages/HomePage";
import { translator } from "../../contract/i18n/catalogue";
import { profileText } from "../../contract/i18n/profile-text";
import { profileDescription } from "../../contract/i18n/congregation-text";
import { churchIn, FEATURED_LIMIT, MAX_PAGE, nameIn } from "../../contract/churches";
import { routes } from "../../contract/routes";
import { DEFAULT_DESCRIPTION, SITE_NAME } from "../../contract/site";
import { occasionsWithin } from "../../contract/service-times/occasions";
import { siteUrl } from "../../http/site-origin";
import { localePath } from "../../contract/i18n/lang";
import { directoryPageText } from "../../contract/i18n/directory-page-text";
import { centralDay } from "../../lib/dates";
import { cardHtml } from "../../render/card-html";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { churchStructuredData } from "./structured-data";
import { labelsExpireAt } from "../../lib/service-times/expiry";
import { searchCounter } from "../search-stats/service";
import { featuredChurches, findChurch, listChurches, occasionListed, optionListsIn, osmElementOf, searchDirectory } from "./service";
import { comingWindow } from "../../contract/holiday-services";
import { activeBanners } from "../banners/service";
import { listEvents } from "../events/service";
import { PROFILE_EVENTS } from "../../contract/events";
import { comingOccasionLink } from "../site/coming-occasion-link";
import { homeText } from "../../contract/i18n/home-text";
import { sitePagesText } from "../../contract/i18n/site-pages-text";
import { FILTER_NAMES } from "../../contract/directory-filters";

/** Featured cards on the home page. */
const HOME_FEATURED = 6;

function profilePage({ ctx, params, pageUrl, url, lang }: PageLoadArgs) {
  const t = translator(profileText, lang);
  const church = findChurch(ctx.db, params.idOrSlug ?? "");
  if (!church) {
    return { props: { church: null }, status: 404, head: { title: t("notFoundTitle"), noindex: true } };
  }
  const now = new Date();
  // A Spanish profile links the Spanish calendar (docs/service-times.md, Church calendar).
  const calendarUrl = siteUrl(ctx.origin, localePath(lang, routes.churchCalendar(church.slug)));
  // Its coming approved events: an event row is this church's, so approving one makes the cached profile stale (decision 0075).
  const events = listEvents(ctx.db, { church: church.slug }, PROFILE_EVENTS, now);
  return {
    // Imported from OpenStreetMap: the profile credits its contributors under the ODbL (docs/city-data.md, Attribution).
    props: { church: churchIn(church, lang, now), fromOpenStreetMap: osmElementOf(ctx.db, church.id) !== null, calendar: { subscribe: calendarUrl.replace(/^https?:/, "webcal:"), download: calendarUrl }, today: centralDay(now), updateSent: url.searchParams.get("sent") === "update", events: { list: events.events, total: events.total } },
    // Only this church's rows (its events are its rows too): another church's write leaves the profile cached (docs/caching.md).
    scope: { church: church.id },
    // The next service's label, 'Service times confirmed 12 days ago', the special services and events from today on change with the clock.
    expiresAt: labelsExpireAt([church.nextService], now),
    head: {
      title: nameIn(church, lang),
      description: profileDescription(church, (lang === "es" && church.descriptionEs) || church.description, lang),
      structuredData: [churchStructuredData(church, pageUrl, lang, now)],
      ...(church.heroImage ? { ogImage: siteUrl(ctx.origin, church.heroImage) } : {}),
    },
  };
}

export const churchPages = [
  definePage({
    path: "/",
    component: HomePage,
    load: ({ ctx, lang }) => {
      const now = new Date();
      const churches = featuredChurches(ctx.db, HOME_FEATURED);
      const featured = churches.map((church) => cardOf(church, lang, now));
      // In the four weeks before an occasion the home page links its services: the link comes and goes at San Antonio's midnight.
      // Only to an occasion some church lists a service for: on a new site the link would lead to an empty page.
      const today = centralDay(now);
      const coming = occasionsWithin(today).find((o) => occasionListed(ctx.db, o.occasion, comingWindow(o.occasion, today))) ?? null;
      return {
        props: { featured, cards: cardHtml(ctx.db, featured, lang), coming: coming && { occasion: coming.occasion, text: comingOccasionLink(coming.occasion, coming.date, lang) } },
        head: { description: lang === "es" ? translator(homeText, lang)("heroLead") : DEFAULT_DESCRIPTION },
        expiresAt: labelsExpireAt(churches.map((c) => c.nextService), now),
      };
    },
  }),
  definePage({
    path: "/directory",
    query: [...FILTER_NAMES, "location", "near", "radius", "sort", "page", "view"],
    component: DirectoryPage,
    load: async ({ ctx, url, lang }) => {
      const { query, results, expiresAt } = await searchDirectory(ctx.db, ctx.env.NOMINATIM_URL, url.searchParams, new Date(), lang);
      const t = translator(directoryPageText, lang);
      return {
        expiresAt,
        // Counted on every serving, the page cache's copies too (docs/decisions/0036-monthly-reports.md).
        onServe: searchCounter(ctx.db, query, results.near?.point, results.total),
        props: {
          cards: cardHtml(ctx.db, [...results.featured, ...results.others], lang),
          initialQuery: query,
          initialResults: results,
          ...optionListsIn(ctx.db, lang),
          banners: activeBanners(ctx.db),
        },
        head: { title: t("head.title"), description: t("head.description", { site: SITE_NAME }) },
      };
    },
  }),
  definePage({
    path: "/featured",
    query: ["page"],
    component: FeaturedPage,
    load: ({ ctx, url, lang }) => {
      const page = Math.max(1, Math.min(MAX_PAGE, Number(url.searchParams.get("page")) || 1));
      const result = listChurches(ctx.db, { featured: true }, page, FEATURED_LIMIT);
      const now = new Date();
      return {
        props: { churches: result.churches.map((church) => churchIn(church, lang, now)), page: result.page, pageCount: result.pageCount },
        expiresAt: labelsExpireAt(result.churches.map((c) => c.nextService), now),
        head: { title: translator(sitePagesText, lang)("featuredTitle"), description: translator(sitePagesText, lang)("featuredDescription") },
      };
    },
  }),
  // `?sent=update`: back from 'Suggest an update' with its confirmation (docs/product.md M7).
  definePage({ path: "/church/:idOrSlug", query: ["sent"], component: ChurchPage, load: profilePage }),
  definePage({ path: "/churches/:idOrSlug", query: ["sent"], component: ChurchPage, load: profilePage }),
];
