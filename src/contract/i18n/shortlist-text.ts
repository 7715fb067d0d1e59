import { defineCatalogue } from "./catalogue";
import en from "./messages/en/shortlist.json";
import es from "./messages/es/shortlist.json";

/** The shortlist page's texts (docs/product.md V10); the Save button's are in visitor-extras. */
export const shortlistText = defineCatalogue(en, es);
