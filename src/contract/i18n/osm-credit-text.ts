import { defineCatalogue } from "./catalogue";
import en from "./messages/en/osm-credit.json";
import es from "./messages/es/osm-credit.json";

/** The credit OpenStreetMap's licence asks for where imported data shows (docs/city-data.md, Attribution). */
export const osmCreditText = /* @__PURE__ */ defineCatalogue(en, es);
