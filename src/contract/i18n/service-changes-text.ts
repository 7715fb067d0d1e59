import { defineCatalogue } from "./catalogue";
import en from "./messages/en/service-changes.json";
import es from "./messages/es/service-changes.json";

/** 'Cancel or change one date', the owner's page of dated exceptions (docs/service-times.md, Exceptions). */
export const serviceChangesText = defineCatalogue(en, es);
