import { defineCatalogue } from "./catalogue";
import en from "./messages/en/common.json";
import es from "./messages/es/common.json";

/** Texts every page may show: the status pages, the language switch and suggestion. */
export const commonText = defineCatalogue(en, es);
