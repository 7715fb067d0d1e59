import { defineCatalogue } from "./catalogue";
import en from "./messages/en/maps.json";
import es from "./messages/es/maps.json";

/** The maps' texts: their states, labels, info cards and 'Use my location' (docs/product.md V7: map states). */
// Pure: a bundle that calls none of its messages leaves the catalogue out (the JavaScript budget).
export const mapsText = /* @__PURE__ */ defineCatalogue(en, es);
