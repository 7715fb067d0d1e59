import { EventSubmissionPage } from "../../../web/pages/EventSubmissionPage";
import { definePage } from "../../render/page-route";

export const ownerEventPages = [
  // Open to everyone: a visitor sees how to take part; an owner with an approved church the form.
  definePage({
    path: "/event-submission",
    component: EventSubmissionPage,
    load: () => ({ props: {}, head: { title: "Submit an Event", description: "Church owners share their church's events with San Antonio.", noindex: true } }),
  }),
];
