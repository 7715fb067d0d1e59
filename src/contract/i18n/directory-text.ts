import { defineCatalogue } from "./catalogue";
import en from "./messages/en/directory.json";
import es from "./messages/es/directory.json";

/** The directory's texts: its page, filters, results, pager and church cards (docs/product.md V2). */
export const directoryText = defineCatalogue(en, es);
