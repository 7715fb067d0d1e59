import { defineCatalogue } from "./catalogue";
import en from "./messages/en/occasions.json";
import es from "./messages/es/occasions.json";

/**
 * The occasions' names (docs/service-times.md, Occasions): apart from the services' words, so the
 * directory's scripts, which name no occasion, leave them out (docs/i18n.md, Catalogues).
 */
export const occasionsText = /* @__PURE__ */ defineCatalogue(en, es);
