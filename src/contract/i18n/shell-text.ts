import { defineCatalogue } from "./catalogue";
import en from "./messages/en/shell.json";
import es from "./messages/es/shell.json";

/**
 * The texts the shell's scripts and islands write in the browser: the menu button, the session
 * link, toasts, image fallbacks, carousels and banners. What only the server writes (header,
 * footer, skip link, status pages) is in layout-text.ts.
 */
export const shellText = defineCatalogue(en, es);
