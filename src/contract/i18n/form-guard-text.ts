import { defineCatalogue } from "./catalogue";
import en from "./messages/en/form-guard.json";
import es from "./messages/es/form-guard.json";

/** The public forms' hidden honeypot label (src/contract/form-guard.ts). */
export const formGuardText = defineCatalogue(en, es);
