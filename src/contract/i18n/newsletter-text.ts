import { defineCatalogue } from "./catalogue";
import en from "./messages/en/newsletter.json";
import es from "./messages/es/newsletter.json";

/** The newsletter's texts: the footer's form, its toasts and the confirmation pages. */
export const newsletterText = defineCatalogue(en, es);
