import { defineCatalogue } from "./catalogue";
import en from "./messages/en/contact-form.json";
import es from "./messages/es/contact-form.json";

/** The contact form island's texts, apart from the page's so the island carries only its own. */
export const contactFormText = defineCatalogue(en, es);
