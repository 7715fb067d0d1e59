import { defineCatalogue } from "./catalogue";
import en from "./messages/en/invitations.json";
import es from "./messages/es/invitations.json";

/** The claim invitation's mail and its two link pages (docs/city-data.md, Reaching the churches). */
export const invitationsText = defineCatalogue(en, es);
