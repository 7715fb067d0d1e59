import { defineCatalogue } from "./catalogue";
import en from "./messages/en/structured-data.json";
import es from "./messages/es/structured-data.json";

/** The words the pages' JSON-LD writes around what it names ('Sunday 9:00 AM at Grace Church'); server only (docs/i18n.md). */
export const structuredDataText = defineCatalogue(en, es);
