import { defineCatalogue } from "./catalogue";
import en from "./messages/en/holidays.json";
import es from "./messages/es/holidays.json";

/** The holiday pages' texts: the occasions' index and each occasion's services (docs/service-times.md, Holiday pages). */
// Pure: a bundle that calls none of its messages leaves the catalogue out (the JavaScript budget).
export const holidaysText = /* @__PURE__ */ defineCatalogue(en, es);
