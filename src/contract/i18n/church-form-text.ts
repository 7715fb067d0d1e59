import { defineCatalogue } from "./catalogue";
import en from "./messages/en/church-form.json";
import es from "./messages/es/church-form.json";

/** The owner's church form: submitting, claiming from the list, editing (docs/product.md M5, M7). */
export const churchFormText = defineCatalogue(en, es);
