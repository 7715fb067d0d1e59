import { defineCatalogue } from "./catalogue";
import en from "./messages/en/plans.json";
import es from "./messages/es/plans.json";

/** What each plan gives (web/components/payments/plan-benefits.ts), small enough for the payment islands to carry. */
export const plansText = defineCatalogue(en, es);
