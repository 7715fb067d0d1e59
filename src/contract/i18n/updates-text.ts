import { defineCatalogue } from "./catalogue";
import en from "./messages/en/updates.json";
import es from "./messages/es/updates.json";

/** Asking for a correction to a church's listing (docs/product.md M7, /verify-church): the page and its form. */
export const updatesText = defineCatalogue(en, es);
