import { defineCatalogue } from "./catalogue";
import en from "./messages/en/event-submission.json";
import es from "./messages/es/event-submission.json";

/** The owner's event submission: its page, the island's states and the form. */
export const eventSubmissionText = defineCatalogue(en, es);
