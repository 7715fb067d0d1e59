import { defineCatalogue } from "./catalogue";
import en from "./messages/en/visit-fact-words.json";
import es from "./messages/es/visit-fact-words.json";

/**
 * The visit facts' short names and groups ('Sin escalones', 'Accesibilidad'): what the directory's
 * filters, chips and search counts need, apart from the profile's and forms' longer words
 * (visit-facts-text.ts), so the directory carries no more than these.
 */
export const visitFactWordsText = defineCatalogue(en, es);
export type VisitFactWordsKey = keyof typeof en;
