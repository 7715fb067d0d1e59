import { defineCatalogue } from "./catalogue";
import en from "./messages/en/visit-facts.json";
import es from "./messages/es/visit-facts.json";

/**
 * The visit facts' words (docs/visit-facts.md): the directory's short words and the profile's and
 * forms' long labels, keyed by the facts' stable keys (`short.step-free`, `long.asl`), the practical
 * facts' options and the yes / no / not said answers.
 */
export const visitFactsText = defineCatalogue(en, es);
export type VisitFactsKey = keyof typeof en;
