import { NewsletterResultPage, type NewsletterStatus } from "../../../web/pages/NewsletterResultPage";
import { NewsletterConfirmPage } from "../../../web/pages/NewsletterConfirmPage";
import { translator } from "../../contract/i18n/catalogue";
import { newsletterText } from "../../contract/i18n/newsletter-text";
import { definePage } from "../../render/page-route";
import { confirmLinkAddress, unsubscribeLinkAddress } from "./service";

const STATUSES: NewsletterStatus[] = ["subscribed", "invalid", "unsubscribed", "invalid-link", "confirmed", "confirm-invalid"];

export const newsletterPages = [
  definePage({
    path: "/newsletter",
    query: ["status"],
    component: NewsletterResultPage,
    load: ({ url, lang }) => {
      const status = url.searchParams.get("status") as NewsletterStatus;
      return { props: { status: STATUSES.includes(status) ? status : "invalid" }, head: { title: translator(newsletterText, lang)("pageTitle"), noindex: true } };
    },
  }),
  // The links in the mails: a page with a button, since mail scanners and link previews open links.
  definePage({
    path: "/newsletter/confirm",
    private: true,
    component: NewsletterConfirmPage,
    load: ({ ctx, url, lang }) => {
      const token = url.searchParams.get("token") ?? "";
      const email = token.length <= 200 ? confirmLinkAddress(ctx.db, token) : null;
      return { props: email ? { kind: "confirm" as const, token, email } : { kind: "confirm" as const, token: null, email: null }, head: { title: translator(newsletterText, lang)("confirmTitle"), noindex: true } };
    },
  }),
  // Opening it (GET or HEAD) changes nothing: the button, or a mail client's one-click POST (RFC 8058), unsubscribes.
  definePage({
    path: "/newsletter/unsubscribe",
    private: true,
    component: NewsletterConfirmPage,
    load: async ({ ctx, url, lang }) => {
      const token = url.searchParams.get("token") ?? "";
      const email = token.length <= 2000 ? await unsubscribeLinkAddress(ctx.env.SESSION_SECRET, token) : null;
      return { props: email ? { kind: "unsubscribe" as const, token, email } : { kind: "unsubscribe" as const, token: null, email: null }, head: { title: translator(newsletterText, lang)("unsubscribeTitle"), noindex: true } };
    },
  }),
];
