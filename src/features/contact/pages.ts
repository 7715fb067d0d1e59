import { ContactPage } from "../../../web/pages/ContactPage";
import { translateMessage } from "../../contract/i18n/validation-text";
import { messages } from "../../contract/messages";
import { translator } from "../../contract/i18n/catalogue";
import { sitePagesText } from "../../contract/i18n/site-pages-text";
import { definePage } from "../../render/page-route";
import { formGuardMessages } from "../../contract/form-guard";
import { formTokenFor } from "../../http/form-guard";
import { msg } from "../../contract/i18n/msg";

/** The only texts /contact shows from its URL: what the API itself sends back there. */
const KNOWN_ERRORS = new Set([
  msg("nameMin", "Name must be at least 2 characters"),
  msg("nameMax", "Name must be at most 100 characters"),
  msg("validEmail", "Please enter a valid email address"),
  msg("selectSubject", "Please select a subject"),
  msg("messageMin", "Message must be at least 10 characters"),
  msg("messageMax", "Message must be at most 5,000 characters"),
  messages.tooManyRequests,
  messages.badRequest,
  formGuardMessages.tooFast,
  formGuardMessages.expired,
]);

export const contactPages = [
  definePage({
    path: "/contact",
    // Drawn with its form's time-trap token: for one visitor (docs/decisions/0046-hardening-round-3.md).
    private: true,
    component: ContactPage,
    load: ({ ctx, url, lang }) => {
      const t = translator(sitePagesText, lang);
      const raw = url.searchParams.get("error");
      // Known by its English text, shown in the page's language (docs/i18n.md).
      const error = raw === null ? undefined : translateMessage(KNOWN_ERRORS.has(raw) ? raw : messages.badRequest, lang);
      return {
        props: { sent: url.searchParams.get("sent") === "1", formToken: formTokenFor(ctx, "contact"), ...(error ? { error } : {}) },
        head: { title: t("contactTitle"), description: t("contactDescription") },
      };
    },
  }),
];
