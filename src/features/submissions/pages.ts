import { ChurchSubmissionPage } from "../../../web/pages/ChurchSubmissionPage";
import { definePage, type PageLoadArgs, type PageLoadResult } from "../../render/page-route";
import type { SessionUser } from "../../sessions/sessions";
import { formTokenFor } from "../../http/form-guard";
import { HttpError } from "../../http/errors";
import { currentSchedules, optionListsIn, ownersCalendarFeed, ownersExceptions } from "../churches/service";
import { CALENDAR_FEED_PROBLEMS } from "../../contract/service-times/calendar-feed";
import { ServiceChangesPage } from "../../../web/pages/ServiceChangesPage";
import { serviceChangesText } from "../../contract/i18n/service-changes-text";
import { addDays } from "../../contract/service-times/calendar-days";
import { EXCEPTION_DAYS_AHEAD } from "../../contract/service-times/exceptions";
import { EXCEPTION_PROBLEMS } from "../../contract/service-times/exception-schema";
import { SCHEDULE_PROBLEMS } from "../../contract/service-times/schedule-schema";
import { translateMessage } from "../../contract/i18n/validation-text";
import { messages } from "../../contract/messages";
import { centralDay } from "../../lib/dates";
import { ClaimChurchesPage } from "../../../web/pages/ClaimChurchesPage";
import { ClaimChurchPage } from "../../../web/pages/ClaimChurchPage";
import { VerifyClaimPage, type VerifyClaimProps } from "../../../web/pages/VerifyClaimPage";
import { translator } from "../../contract/i18n/catalogue";
import { churchFormText } from "../../contract/i18n/church-form-text";
import { claimsText } from "../../contract/i18n/claims-text";
import { routes } from "../../contract/routes";
import { claimLink, claimTarget, editableChurch, managedChurch, unclaimedChurches } from "./service";
import { invitedAddressFor } from "../invitations/service";

/** The claim pages list as many churches as the tab shows at once. */
const CLAIM_LIST_SHOWN = 50;

const lists = ({ ctx, lang }: PageLoadArgs) => optionListsIn(ctx.db, lang);

/** A page of one of the signed-in owner's churches (`/…/:id`): an id that is none, or another's church, is not found. */
function ownersChurchPage<P>(args: PageLoadArgs, load: (id: number, user: SessionUser) => PageLoadResult<P>): PageLoadResult<P> {
  if (!/^\d{1,12}$/.test(args.params.id ?? "") || !args.user) return { notFound: true };
  try {
    return load(Number(args.params.id), args.user);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return { notFound: true };
    throw error;
  }
}

export const submissionPages = [
  // Open to everyone, drawn for who asks (docs/decisions/0059-forms-without-losses.md): a signed-out
  // visitor sees the prompt to sign in or register, an account with a church the one-church rule.
  definePage({
    path: "/church-submission",
    private: true,
    component: ChurchSubmissionPage,
    load: (args) => {
      const t = translator(churchFormText, args.lang);
      const visitor = args.user ? { signedIn: true as const, managed: managedChurch(args.ctx.db, args.user.id) } : { signedIn: false as const };
      return { props: { churchId: null, visitor, ...lists(args) }, head: { title: t("submitTitle"), description: t("submitDescription"), noindex: true } };
    },
  }),
  definePage({
    path: "/church-edit/:id",
    signedIn: true,
    component: ChurchSubmissionPage,
    // Drawn with the church's data, so that the form works without JavaScript.
    load: (args) =>
      ownersChurchPage(args, (id, user) => ({
        props: { churchId: id, church: editableChurch(args.ctx.db, user, id), ...lists(args) },
        head: { title: translator(churchFormText, args.lang)("editTitle"), noindex: true },
      })),
  }),
  // 'Cancel or change one date': its forms post without JavaScript and come back here (docs/service-times.md, Exceptions).
  definePage({
    path: "/church-edit/:id/changes",
    signedIn: true,
    component: ServiceChangesPage,
    load: (args) =>
      ownersChurchPage(args, (id, user) => {
        const q = args.url.searchParams;
        const typed = Object.fromEntries(["date", "time", "kind", "newTime", "streamUrl", "note", "noteEs"].flatMap((name) => (q.has(name) ? [[name, q.get(name)!.slice(0, 200)]] : [])));
        const today = centralDay(new Date());
        const typedSchedule = Object.fromEntries(["kind", "startsOn", "endsOn", "note", "noteEs", "services"].flatMap((name) => (q.has(`s.${name}`) ? [[name, q.get(`s.${name}`)!.slice(0, 1000)]] : [])));
        const { name, services, exceptions } = ownersExceptions(args.ctx.db, user, id);
        const status = (["done", "removed", "scheduled", "unscheduled"] as const).find((key) => q.has(key));
        const typedFeed = Object.fromEntries(["url", "servicesMatch", "cancelMatch"].flatMap((name) => (q.has(`f.${name}`) ? [[name, q.get(`f.${name}`)!.slice(0, 1000)]] : [])));
        const feedStatus = (["feedSaved", "feedSynced", "feedStopped", "feedUndone", "feedFailed"] as const).find((key) => q.has(key)) ?? null;
        const raw = q.get("error");
        // Only the forms' own problems are shown, in the page's language: the address is anyone's to write.
        // The calendar form's are shown in its section, where its page comes back to.
        const feedError = raw !== null && CALENDAR_FEED_PROBLEMS.has(raw) ? translateMessage(raw, args.lang) : null;
        const error = raw === null || feedError ? null : translateMessage(EXCEPTION_PROBLEMS.has(raw) || SCHEDULE_PROBLEMS.has(raw) ? raw : messages.badRequest, args.lang);
        return {
          props: {
            churchId: id,
            name,
            services,
            exceptions,
            today,
            lastDay: addDays(today, EXCEPTION_DAYS_AHEAD),
            typed,
            error,
            status: status === "done" ? "saved" : (status ?? null),
            schedules: currentSchedules(args.ctx.db, id),
            typedSchedule,
            feed: ownersCalendarFeed(args.ctx.db, user, id),
            typedFeed,
            feedStatus,
            feedError,
          },
          head: { title: translator(serviceChangesText, args.lang)("title"), noindex: true },
        };
      }),
  }),
  // Claiming without JavaScript: the list as a GET search, then one church's form (docs/decisions/0035-claim-safeguards.md).
  // Drawn for who asks: an account that manages a church (or asked to claim one) is told the
  // one-church rule instead of being offered the list (docs/decisions/0059-forms-without-losses.md).
  definePage({
    path: routes.claimChurches,
    query: ["search"],
    private: true,
    component: ClaimChurchesPage,
    load: ({ ctx, url, lang, user }) => {
      const head = { title: translator(claimsText, lang)("listTitle"), noindex: true };
      const managed = user ? managedChurch(ctx.db, user.id) : null;
      if (managed) return { props: { managed }, head };
      const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
      const { items, total } = unclaimedChurches(ctx.db, search || undefined);
      return { props: { list: { search, churches: items.slice(0, CLAIM_LIST_SHOWN), total } }, head };
    },
  }),
  definePage({
    path: "/claim-church/:id",
    query: ["invitation"],
    signedIn: true,
    component: ClaimChurchPage,
    load: async ({ ctx, params, url, lang, user }) => {
      if (!/^\d{1,12}$/.test(params.id ?? "")) return { notFound: true };
      try {
        const church = claimTarget(ctx.db, Number(params.id));
        const managed = managedChurch(ctx.db, user!.id);
        // A claim invitation's link pre-fills the address it was sent to, when the form can verify it (docs/city-data.md, Reaching the churches).
        const invitation = (url.searchParams.get("invitation") ?? "").slice(0, 1000);
        const invited = invitation ? await invitedAddressFor(ctx.db, ctx.env.SESSION_SECRET, invitation, church.id, church.domain) : null;
        const posted = invited ? { values: { role: "", phone: "", note: "", verificationEmail: invited }, errors: {} } : undefined;
        return {
          props: { church, formToken: formTokenFor(ctx, "claim"), ...(managed ? { managed } : {}), ...(posted ? { posted } : {}) },
          head: { title: translator(claimsText, lang)("claimTitle", { name: church.name }), noindex: true },
        };
      } catch (error) {
        // Unknown, not yet approved or already owned: nothing to claim here.
        if (error instanceof HttpError && (error.status === 404 || error.status === 409)) return { notFound: true };
        throw error;
      }
    },
  }),
  definePage({
    path: routes.verifyClaim,
    private: true,
    component: VerifyClaimPage,
    load: ({ ctx, url, lang }) => {
      const head = { title: translator(claimsText, lang)("verifyTitle"), noindex: true };
      if (url.searchParams.get("done") === "1") return { props: { state: "done" } satisfies VerifyClaimProps, head };
      const token = url.searchParams.get("token") ?? "";
      const link = claimLink(ctx.db, token);
      if (!link?.email) return { props: { state: "expired" } satisfies VerifyClaimProps, head };
      return { props: { state: "confirm", token, email: link.email, churchName: link.churchName } satisfies VerifyClaimProps, head };
    },
  }),
];
