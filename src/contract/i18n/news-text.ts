import { defineCatalogue } from "./catalogue";
import en from "./messages/en/news.json";
import es from "./messages/es/news.json";

/** The news pages and article cards. */
export const newsText = defineCatalogue(en, es);
