import { defineCatalogue } from "./catalogue";
import en from "./messages/en/feeds.json";
import es from "./messages/es/feeds.json";

/** The RSS feed's and the calendars' titles and the words they add to an event (docs/i18n.md). */
export const feedsText = defineCatalogue(en, es);
