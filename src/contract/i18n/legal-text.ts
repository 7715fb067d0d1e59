import { defineCatalogue } from "./catalogue";
import en from "./messages/en/legal.json";
import es from "./messages/es/legal.json";

/** Terms of Service and Privacy Policy (docs/product.md M2); the figures are the pages' props, the same in both languages. */
export const legalText = defineCatalogue(en, es);
