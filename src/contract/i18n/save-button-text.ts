import { defineCatalogue } from "./catalogue";
import en from "./messages/en/save-button.json";
import es from "./messages/es/save-button.json";

/**
 * A church's Save button and what it says once pressed (docs/product.md V10): on every card, so
 * the directory's scripts carry these words alone (docs/i18n.md, Catalogues).
 */
export const saveButtonText = /* @__PURE__ */ defineCatalogue(en, es);
