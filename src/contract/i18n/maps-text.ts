import { defineCatalogue } from "./catalogue";
import en from "./messages/en/maps.json";
import es from "./messages/es/maps.json";

/** The maps' texts: their states, labels, info cards and 'Use my location' (docs/product.md V7: map states). */
export const mapsText = defineCatalogue(en, es);
