import { defineCatalogue } from "./catalogue";
import en from "./messages/en/claims.json";
import es from "./messages/es/claims.json";

/** Claiming a church's listing (docs/decisions/0035-claim-safeguards.md): the list, the form and the e-mail check. */
export const claimsText = defineCatalogue(en, es);
