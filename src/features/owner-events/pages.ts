import { EventSubmissionPage } from "../../../web/pages/EventSubmissionPage";
import { translator } from "../../contract/i18n/catalogue";
import { eventSubmissionText } from "../../contract/i18n/event-submission-text";
import { definePage } from "../../render/page-route";
import { formTokenFor } from "../../http/form-guard";
import { eventSubmissionView } from "./service";

export const ownerEventPages = [
  // Open to everyone: a visitor sees how to take part; an owner with an approved church the form,
  // a plain post without JavaScript (docs/decisions/0059-forms-without-losses.md).
  definePage({
    path: "/event-submission",
    // Drawn for who asks, with the form's time-trap token: for one visitor (docs/decisions/0046-hardening-round-3.md).
    private: true,
    component: EventSubmissionPage,
    load: ({ ctx, lang, user }) => {
      const t = translator(eventSubmissionText, lang);
      return { props: { view: eventSubmissionView(ctx.db, user), formToken: formTokenFor(ctx, "event") }, head: { title: t("pageTitle"), description: t("headDescription"), noindex: true } };
    },
  }),
];
