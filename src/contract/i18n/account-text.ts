import { defineCatalogue } from "./catalogue";
import en from "./messages/en/account.json";
import es from "./messages/es/account.json";

/** The account settings page (/dashboard/account): its forms, notices and e-mail choices. */
export const accountText = defineCatalogue(en, es);
