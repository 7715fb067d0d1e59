import { defineCatalogue } from "./catalogue";
import en from "./messages/en/mail.json";
import es from "./messages/es/mail.json";

/** The e-mails to owners: the composer's own words and the notifications (docs/mail.md, docs/i18n.md). */
export const mailText = defineCatalogue(en, es);
