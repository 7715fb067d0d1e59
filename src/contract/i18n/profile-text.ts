import { defineCatalogue } from "./catalogue";
import en from "./messages/en/profile.json";
import es from "./messages/es/profile.json";

/**
 * A church's profile page (docs/product.md V2): its headings, contact and actions, sermons and
 * service times. Messages about services take `kind` ('mass' for Catholic churches, else 'other'),
 * as Spanish says 'misa' for a Catholic service (docs/i18n.md, Glossary); English says 'service'.
 */
export const profileText = defineCatalogue(en, es);

/** The `kind` the service messages take for a church. */
export const serviceKind = (denomination: string | null) => (denomination === "Catholic" ? "mass" : "other");
