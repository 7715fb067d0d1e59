import { defineCatalogue } from "./catalogue";
import en from "./messages/en/events.json";
import es from "./messages/es/events.json";

/** The events' pages and cards: the list, its filters and paging, an event's page. */
export const eventsText = defineCatalogue(en, es);
