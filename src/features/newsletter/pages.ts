import { NewsletterResultPage, type NewsletterStatus } from "../../../web/pages/NewsletterResultPage";
import { NewsletterConfirmPage } from "../../../web/pages/NewsletterConfirmPage";
import { translator } from "../../contract/i18n/catalogue";
import { newsletterText } from "../../contract/i18n/newsletter-text";
import { definePage } from "../../render/page-route";
import { confirmLinkAddress } from "./service";

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
  // The link in the confirmation mail: a page with a button, since mail scanners open links.
  definePage({
    path: "/newsletter/confirm",
    private: true,
    component: NewsletterConfirmPage,
    load: ({ ctx, url, lang }) => {
      const token = url.searchParams.get("token") ?? "";
      const email = token.length <= 200 ? confirmLinkAddress(ctx.db, token) : null;
      return { props: email ? { token, email } : { token: null, email: null }, head: { title: translator(newsletterText, lang)("confirmTitle"), noindex: true } };
    },
  }),
];
