import { defineCatalogue } from "./catalogue";
import en from "./messages/en/reports.json";
import es from "./messages/es/reports.json";

/** The owner's monthly report pages and the report's 'still right' confirmation page. */
export const reportsText = defineCatalogue(en, es);
