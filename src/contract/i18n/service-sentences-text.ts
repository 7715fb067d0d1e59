import { defineCatalogue } from "./catalogue";
import en from "./messages/en/service-sentences.json";
import es from "./messages/es/service-sentences.json";

/**
 * The profile's sentences about a church's services ('Four services each week.', 'Services in
 * English and Spanish.'): apart from the services' words, which cards load (docs/i18n.md, Catalogues).
 */
export const serviceSentencesText = /* @__PURE__ */ defineCatalogue(en, es);
