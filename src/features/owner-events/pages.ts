import { EventSubmissionPage } from "../../../web/pages/EventSubmissionPage";
import { translator } from "../../contract/i18n/catalogue";
import { eventSubmissionText } from "../../contract/i18n/event-submission-text";
import { definePage } from "../../render/page-route";

export const ownerEventPages = [
  // Open to everyone: a visitor sees how to take part; an owner with an approved church the form.
  definePage({
    path: "/event-submission",
    component: EventSubmissionPage,
    load: ({ lang }) => {
      const t = translator(eventSubmissionText, lang);
      return { props: {}, head: { title: t("pageTitle"), description: t("headDescription"), noindex: true } };
    },
  }),
];
