import { ReportsPage } from "../../../web/pages/ReportsPage";
import { StillRightPage } from "../../../web/pages/StillRightPage";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { reportsText } from "../../contract/i18n/reports-text";
import { MONTH_PATTERN } from "../../contract/reports";
import { routes } from "../../contract/routes";
import { servicesConfirmPath } from "../../contract/owner";
import { HttpError } from "../../http/errors";
import { definePage } from "../../render/page-route";
import { searchesIn } from "../search-stats/service";
import { ownerReport, ownerReportList, stillRightChurch } from "./service";

const head = (lang: Lang) => ({ title: translator(reportsText, lang)("pageTitle"), noindex: true });
/** A free owner is shown what premium adds instead of the reports. */
const orFree = <T>(read: () => T) => {
  try {
    return read();
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return null;
    throw error;
  }
};

export const reportPages = [
  definePage({
    path: routes.reports,
    signedIn: true,
    component: ReportsPage,
    load: ({ ctx, user, lang }) => {
      const reports = orFree(() => ownerReportList(ctx.db, user!.id));
      return { props: reports ? { mode: "list" as const, reports } : { mode: "free" as const }, head: head(lang) };
    },
  }),
  definePage({
    path: `${routes.reports}/:month`,
    signedIn: true,
    component: ReportsPage,
    load: ({ ctx, user, params, url, lang }) => {
      const month = params.month ?? "";
      const church = url.searchParams.get("church") ?? "";
      if (!MONTH_PATTERN.test(month) || !/^\d{1,12}$/.test(church)) return { notFound: true };
      const report = orFree(() => ownerReport(ctx.db, user!.id, Number(church), month));
      if (report === null) return { props: { mode: "free" as const }, head: head(lang) };
      if (report === undefined) return { notFound: true };
      // The searches are stored with their filters: the page says them in its language.
      const shown = { ...report, topSearches: searchesIn(report.topSearches, lang), missing: searchesIn(report.missing, lang) };
      return { props: { mode: "report" as const, report: shown, confirmAction: servicesConfirmPath(report.churchId) }, head: { title: translator(reportsText, lang)("reportTitle", { church: report.churchName }), noindex: true } };
    },
  }),
  // Carries the link's token: drawn for its reader alone.
  definePage({
    path: routes.servicesStillRight,
    private: true,
    component: StillRightPage,
    load: async ({ ctx, url, lang }) => {
      const t = translator(reportsText, lang);
      const pageHead = { title: t("stillRightTitle"), noindex: true };
      if (url.searchParams.get("done") === "1") return { props: { state: "done" as const }, head: pageHead };
      const token = url.searchParams.get("token") ?? "";
      const church = token && token.length <= 2000 ? await stillRightChurch(ctx.db, ctx.env.SESSION_SECRET, token) : null;
      if (!church) return { props: { state: "invalid" as const, message: t("stillRightExpired") }, head: pageHead };
      return { props: { state: "ask" as const, token, churchName: church.name }, head: pageHead };
    },
  }),
];
