import { defineCatalogue } from "./catalogue";
import en from "./messages/en/home.json";
import es from "./messages/es/home.json";

/** The home page's texts, and the names of the occasions its holiday link shows. */
export const homeText = defineCatalogue(en, es);
