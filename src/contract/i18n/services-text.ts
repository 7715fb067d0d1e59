import { defineCatalogue } from "./catalogue";
import en from "./messages/en/services.json";
import es from "./messages/es/services.json";

/**
 * Service times as visitors read them (docs/service-times.md): kinds, languages, attendance, 'Today'
 * and 'Tomorrow'; occasions and the profile's sentences have catalogues of their own. Catholic services are 'misas' in Spanish (docs/i18n.md, Glossary).
 */
// Pure: a bundle that calls none of its messages leaves the catalogue out (the JavaScript budget).
export const servicesText = /* @__PURE__ */ defineCatalogue(en, es);
