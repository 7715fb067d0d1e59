import { EventSubmissionPage } from "../../../web/pages/EventSubmissionPage";
import { translator } from "../../contract/i18n/catalogue";
import { eventSubmissionText } from "../../contract/i18n/event-submission-text";
import { definePage } from "../../render/page-route";
import { formTokenFor } from "../../http/form-guard";

export const ownerEventPages = [
  // Open to everyone: a visitor sees how to take part; an owner with an approved church the form.
  definePage({
    path: "/event-submission",
    // Drawn with the form's time-trap token: for one visitor (docs/decisions/0046-hardening-round-3.md).
    private: true,
    component: EventSubmissionPage,
    load: ({ ctx, lang }) => {
      const t = translator(eventSubmissionText, lang);
      return { props: { formToken: formTokenFor(ctx, "event") }, head: { title: t("pageTitle"), description: t("headDescription"), noindex: true } };
    },
  }),
];
