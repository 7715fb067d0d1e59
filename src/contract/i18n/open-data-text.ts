import { defineCatalogue } from "./catalogue";
import en from "./messages/en/open-data.json";
import es from "./messages/es/open-data.json";

/** The open data page: its downloads, their fields, what is left out and the licence (docs/open-data.md). */
export const openDataText = defineCatalogue(en, es);
