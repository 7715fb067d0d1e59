import { defineCatalogue } from "./catalogue";
import en from "./messages/en/site-pages.json";
import es from "./messages/es/site-pages.json";

/** The site's own pages: featured churches, about, contact (and its form), list your church and the plans' words. */
export const sitePagesText = defineCatalogue(en, es);
