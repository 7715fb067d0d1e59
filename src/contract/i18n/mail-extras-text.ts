import { defineCatalogue } from "./catalogue";
import en from "./messages/en/mail-extras.json";
import es from "./messages/es/mail-extras.json";

/** The e-mails beyond the owners' notifications: claim verification, newsletter, payment notices and the monthly report (docs/mail.md, docs/i18n.md). */
export const mailExtrasText = defineCatalogue(en, es);
