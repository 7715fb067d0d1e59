import { defineCatalogue } from "./catalogue";
import en from "./messages/en/auth.json";
import es from "./messages/es/auth.json";

/** Sign-in, registration and the mailed links' pages (forgot, reset, confirm e-mail). */
export const authText = defineCatalogue(en, es);
