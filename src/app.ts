import { Elysia } from "elysia";
import type { AppContext } from "./app-context";
import { accountLinksApi } from "./features/accounts/account-api";
import { accountsApi } from "./features/accounts/api";
import { accountPages } from "./features/accounts/pages";
import { analyticsApi } from "./features/analytics/api";
import { churchesApi } from "./features/churches/api";
import { churchPages } from "./features/churches/pages";
import { contactApi } from "./features/contact/api";
import { contactPages } from "./features/contact/pages";
import { eventsApi } from "./features/events/api";
import { eventPages } from "./features/events/pages";
import { feedsApi } from "./features/feeds/api";
import { newsApi } from "./features/news/api";
import { openDataApi } from "./features/open-data/api";
import { apiDocsApi } from "./features/api-docs/api";
import type { TableRoute } from "./features/api-docs/openapi";
import { openDataPages } from "./features/open-data/pages";
import { invitationsApi } from "./features/invitations/api";
import { invitationPages } from "./features/invitations/pages";
import { ownerApi } from "./features/owner/api";
import { serviceExceptionsApi } from "./features/owner/exceptions-api";
import { temporarySchedulesApi } from "./features/owner/schedules-api";
import { calendarFeedApi } from "./features/owner/calendar-feed-api";
import { reportsApi } from "./features/reports/api";
import { searchStatsApi } from "./features/search-stats/api";
import { adminPages } from "./features/admin-dashboard/pages";
import { adminContentApi } from "./features/admin-content/api";
import { adminFindApi } from "./features/admin-find/api";
import { adminInboxApi } from "./features/admin-inbox/api";
import { outboxApi } from "./features/mail/api";
import { adminListingsApi } from "./features/admin-listings/api";
import { adminReviewsApi } from "./features/admin-reviews/api";
import { imagesApi } from "./features/images/api";
import { ownerEventsApi } from "./features/owner-events/api";
import { adminBannersApi } from "./features/banners/api";
import { billingTestApi } from "./features/payments/admin-api";
import { paymentsApi } from "./features/payments/api";
import { paymentPages } from "./features/payments/pages";
import { reportPages } from "./features/reports/pages";
import { ownerEventPages } from "./features/owner-events/pages";
import { submissionsApi } from "./features/submissions/api";
import { submissionPages } from "./features/submissions/pages";
import { updatesApi } from "./features/updates/api";
import { updatePages } from "./features/updates/pages";
import { newsPages } from "./features/news/pages";
import { healthApi } from "./features/health/api";
import { holidaysApi } from "./features/holidays/api";
import { holidayPages } from "./features/holidays/pages";
import { newsletterApi } from "./features/newsletter/api";
import { newslettersAdminApi } from "./features/newsletter/admin-api";
import { notificationsApi } from "./features/notifications/api";
import { newsletterPages } from "./features/newsletter/pages";
import { sitePages } from "./features/site/pages";
import { shortlistApi } from "./features/shortlist/api";
import { shortlistPages } from "./features/shortlist/pages";
import { translateMessage } from "./contract/i18n/validation-text";
import { messages } from "./contract/messages";
import { errorHandler } from "./http/errors";
import { originCheck } from "./http/origin-check";
import { requestLang } from "./http/request-lang";
import { redirects } from "./http/redirects";
import { routeLabel } from "./http/route-label";
import { staticFiles } from "./http/static-files";
import { notFoundPages } from "./render/pages-plugin";
import type { PageRoute } from "./render/page-route";

/** The page table: every feature's pages, matched once per request by the handler (src/server.ts). */
export const pageTable: PageRoute[] = [...churchPages, ...eventPages, ...newsPages, ...contactPages, ...accountPages, ...submissionPages, ...ownerEventPages, ...adminPages, ...paymentPages, ...reportPages, ...updatePages, ...sitePages, ...newsletterPages, ...holidayPages, ...shortlistPages, ...openDataPages, ...invitationPages];

function unknownApiRoute({ set, request }: { set: { status?: number | string }; request: Request }) {
  set.status = 404;
  return { error: translateMessage(messages.noSuchApiRoute, requestLang(request)) };
}

/** Everything but the pages as one Elysia app; the request handler (src/server.ts) serves pages before it. */
export function createApp(ctx: AppContext) {
  // The OpenAPI document reads the routes once they are all registered (src/features/api-docs).
  const table: TableRoute[] = [];
  const app = new Elysia()
    .use(routeLabel)
    .use(errorHandler(ctx.log))
    .use(redirects)
    .use(originCheck(ctx.env.PUBLIC_URL))
    .use(healthApi(ctx))
    .use(accountsApi(ctx))
    .use(accountLinksApi(ctx))
    .use(ownerApi(ctx))
    .use(serviceExceptionsApi(ctx))
    .use(temporarySchedulesApi(ctx))
    .use(calendarFeedApi(ctx))
    .use(reportsApi(ctx))
    .use(searchStatsApi(ctx))
    .use(submissionsApi(ctx))
    .use(imagesApi(ctx))
    .use(ownerEventsApi(ctx))
    .use(paymentsApi(ctx))
    .use(billingTestApi(ctx))
    .use(adminBannersApi(ctx))
    .use(adminReviewsApi(ctx))
    .use(adminListingsApi(ctx))
    .use(adminFindApi(ctx))
    .use(invitationsApi(ctx))
    .use(adminContentApi(ctx))
    .use(adminInboxApi(ctx))
    .use(outboxApi(ctx))
    .use(updatesApi(ctx))
    .use(churchesApi(ctx))
    .use(analyticsApi(ctx))
    .use(eventsApi(ctx))
    .use(newsApi(ctx))
    .use(contactApi(ctx))
    .use(newsletterApi(ctx))
    .use(newslettersAdminApi(ctx))
    .use(notificationsApi(ctx))
    .use(feedsApi(ctx))
    .use(openDataApi(ctx))
    .use(apiDocsApi(ctx, table))
    .use(holidaysApi(ctx))
    .use(shortlistApi(ctx))
    .use(staticFiles(ctx))
    .get("/api/*", unknownApiRoute)
    .all("/api/*", unknownApiRoute)
    .use(notFoundPages(ctx));
  table.push(...app.routes);
  return app;
}
