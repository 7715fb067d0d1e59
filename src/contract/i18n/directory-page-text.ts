import { defineCatalogue } from "./catalogue";
import en from "./messages/en/directory-page.json";
import es from "./messages/es/directory-page.json";

/**
 * What only the server writes on the directory's page: its title, lead, head and advertising
 * banner. Apart from the directory's catalogue, which its island carries, so that the island's
 * script does not (docs/i18n.md, Catalogues).
 */
export const directoryPageText = /* @__PURE__ */ defineCatalogue(en, es);
