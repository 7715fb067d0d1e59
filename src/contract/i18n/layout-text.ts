import { defineCatalogue } from "./catalogue";
import en from "./messages/en/layout.json";
import es from "./messages/es/layout.json";

/**
 * The texts the server writes into every page's frame: navigation, brand, skip link, demo notice,
 * footer and the status pages' way home. Apart from the shell's catalogue, whose texts the
 * shell's scripts and islands read, so that no page's scripts carry them (docs/i18n.md, Catalogues).
 */
export const layoutText = defineCatalogue(en, es);
