import { defineCatalogue } from "./catalogue";
import en from "./messages/en/visitor-extras.json";
import es from "./messages/es/visitor-extras.json";

/**
 * Small visitor-side texts that belong to no page of their own: the sign-in prompt's buttons. Kept
 * apart so the islands that show them carry only these few words, not whole catalogues
 * (docs/i18n.md, Catalogues).
 */
export const visitorExtrasText = defineCatalogue(en, es);
