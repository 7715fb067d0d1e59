import { defineCatalogue } from "./catalogue";
import en from "./messages/en/shell.json";
import es from "./messages/es/shell.json";

/** The shell's texts: header, footer, skip link, status pages and the shell's enhancers. */
export const shellText = defineCatalogue(en, es);
