import { AuthPage } from "../../../web/pages/AuthPage";
import { DashboardPage } from "../../../web/pages/DashboardPage";
import { AccountLinkPage } from "../../../web/pages/AccountLinkPage";
import { AccountSettingsPage } from "../../../web/pages/AccountSettingsPage";
import { StatusPage } from "../../../web/pages/StatusPage";
import { shownError, type SignInDoor } from "../../contract/account-links";
import { accountText } from "../../contract/i18n/account-text";
import { authText } from "../../contract/i18n/auth-text";
import { dashboardText } from "../../contract/i18n/dashboard-text";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { translateMessage } from "../../contract/i18n/validation-text";
import { messages } from "../../contract/messages";
import { routes } from "../../contract/routes";
import { definePage } from "../../render/page-route";
import { formTokenFor } from "../../http/form-guard";
import { NOTIFICATION_TOPICS } from "../../contract/notifications";
import { emailLanguageOf, mailOptOuts } from "../notifications/service";
import { dashboardReports } from "../reports/service";
import { failingCalendarFeeds } from "../churches/service";
import { OWNER_SAVED } from "../../contract/church-form";
import { DASHBOARD_TABS } from "../../contract/owner";
import { centralDay } from "../../lib/dates";
import { submittedEvents } from "../owner-events/service";
import { ownerChurches } from "../submissions/service";
import { billingOverview } from "../payments/service";
import { emailLinkAddress, resetLinkWorks } from "./account-links";

// Known by its English text, shown in the page's language (docs/i18n.md).
const error = (url: URL, lang: Lang) => {
  const shown = shownError(url.searchParams.get("error"), messages.badRequest);
  return shown === undefined ? undefined : translateMessage(shown, lang);
};
const forgotPage = (path: string, door: SignInDoor) =>
  definePage({
    path,
    query: ["sent"],
    component: AccountLinkPage,
    load: ({ url, lang }) => {
      const problem = error(url, lang);
      const t = translator(authText, lang);
      return {
        props: { mode: "forgot" as const, door, sent: url.searchParams.get("sent") === "1", ...(problem ? { error: problem } : {}) },
        head: { title: t(door === "admin" ? "adminForgotTitle" : "forgotTitle"), noindex: true },
      };
    },
  });

export const accountPages = [
  definePage({
    path: "/dashboard",
    signedIn: true,
    component: DashboardPage,
    query: ["saved", "tab"],
    load: ({ ctx, url, user, lang }) => {
      // After the church, claim or event form's post without JavaScript (docs/decisions/0022-forms-without-javascript.md).
      const saved = OWNER_SAVED.find((s) => s === url.searchParams.get("saved"));
      // Drawn with the owner's churches and events, so that it works without JavaScript (docs/decisions/0059-forms-without-losses.md).
      const owner = {
        username: user!.username,
        churches: ownerChurches(ctx.db, user!.id),
        events: submittedEvents(ctx.db, user!),
        tab: DASHBOARD_TABS.find((t) => t === url.searchParams.get("tab")) ?? "overview",
        today: centralDay(),
        // Two small reads: the Billing tab is whole at first paint (docs/decisions/0099-signed-in-layout-shift.md).
        billing: billingOverview(ctx, user!),
      };
      return {
        props: { saved, owner, reports: dashboardReports(ctx.db, user!.id, new Date(), lang), failingFeeds: failingCalendarFeeds(ctx.db, user!.id) },
        head: { title: translator(dashboardText, lang)("pageTitle"), noindex: true },
      };
    },
  }),
  definePage({
    path: "/login",
    component: AuthPage,
    load: ({ lang }) => {
      const t = translator(authText, lang);
      return { props: { mode: "login" as const }, head: { title: t("loginTitle"), description: t("loginDescription"), noindex: true } };
    },
  }),
  definePage({
    path: "/register",
    // Drawn with the form's time-trap token: for one visitor (docs/decisions/0046-hardening-round-3.md).
    private: true,
    component: AuthPage,
    load: ({ ctx, lang }) => {
      const t = translator(authText, lang);
      return { props: { mode: "register" as const, formToken: formTokenFor(ctx, "register") }, head: { title: t("registerTitle"), description: t("registerDescription"), noindex: true } };
    },
  }),
  // Forgotten passwords and account settings (docs/mail.md). A link's page carries its token: drawn
  // for its reader alone (`private`).
  forgotPage(routes.forgotPassword, "owner"),
  forgotPage(routes.adminForgotPassword, "admin"),
  definePage({
    path: routes.resetPassword,
    private: true,
    component: AccountLinkPage,
    load: ({ ctx, url, lang }) => {
      const token = url.searchParams.get("token") ?? "";
      const problem = error(url, lang);
      const head = { title: translator(authText, lang)("resetTitle"), noindex: true };
      if (!resetLinkWorks(ctx.db, token)) return { props: { mode: "expired" as const, what: "reset" as const }, head };
      return { props: { mode: "reset" as const, token, ...(problem ? { error: problem } : {}) }, head };
    },
  }),
  definePage({
    path: routes.confirmEmail,
    private: true,
    component: AccountLinkPage,
    load: ({ ctx, url, lang }) => {
      const head = { title: translator(authText, lang)("confirmEmailTitle"), noindex: true };
      if (url.searchParams.get("done") === "1") return { props: { mode: "confirm-email" as const, token: "", newEmail: "", done: true }, head };
      const token = url.searchParams.get("token") ?? "";
      const newEmail = emailLinkAddress(ctx.db, token);
      const problem = error(url, lang);
      if (!newEmail) return { props: { mode: "expired" as const, what: "email" as const }, head };
      return { props: { mode: "confirm-email" as const, token, newEmail, done: false, ...(problem ? { error: problem } : {}) }, head };
    },
  }),
  definePage({
    path: routes.account,
    signedIn: true,
    component: AccountSettingsPage,
    load: ({ ctx, url, user, lang }) => {
      const done = (["password", "email", "notifications"] as const).find((d) => d === url.searchParams.get("done"));
      const failed = (["password", "email", "delete", "notifications"] as const).find((d) => d === url.searchParams.get("failed"));
      const problem = error(url, lang);
      const optOuts = mailOptOuts(ctx.db, user!.id);
      return {
        props: { account: { username: user!.username, email: user!.email }, notifications: NOTIFICATION_TOPICS.filter((t) => !optOuts.includes(t)), emailLanguage: emailLanguageOf(ctx.db, user!.id), ...(done ? { done } : {}), ...(problem ? { error: { section: failed ?? "password", message: problem } } : {}) },
        head: { title: translator(accountText, lang)("pageTitle"), noindex: true },
      };
    },
  }),
  definePage({
    path: routes.accountDeleted,
    component: StatusPage,
    load: ({ lang }) => {
      const t = translator(authText, lang);
      return { props: { title: t("accountDeletedHeading"), body: t("accountDeleted") }, head: { title: t("accountDeletedTitle"), noindex: true } };
    },
  }),
];
