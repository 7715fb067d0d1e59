import { defineCatalogue } from "./catalogue";
import en from "./messages/en/payments.json";
import es from "./messages/es/payments.json";

/** The owner's payment pages: checkout, subscribe, the card form, receipts and the result pages. */
export const paymentsText = defineCatalogue(en, es);
