import { defineCatalogue } from "./catalogue";
import en from "./messages/en/roles.json";
import es from "./messages/es/roles.json";

/** Who someone is to a church, asked by the claim form and the update request form alike (docs/decisions/0035-claim-safeguards.md). */
export const rolesText = defineCatalogue(en, es);
