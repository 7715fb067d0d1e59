import { defineCatalogue } from "./catalogue";
import en from "./messages/en/services.json";
import es from "./messages/es/services.json";

/**
 * Service times as visitors read them (docs/service-times.md): kinds, languages, occasions, 'Today'
 * and 'Tomorrow', and the profile's sentences. Catholic services are 'misas' in Spanish (docs/i18n.md, Glossary).
 */
// Pure: a bundle that calls none of its messages leaves the catalogue out (the JavaScript budget).
export const servicesText = /* @__PURE__ */ defineCatalogue(en, es);
