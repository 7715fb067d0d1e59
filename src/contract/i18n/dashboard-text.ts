import { defineCatalogue } from "./catalogue";
import en from "./messages/en/dashboard.json";
import es from "./messages/es/dashboard.json";

/** The owner's dashboard: its tabs, plan and billing, services freshness and analytics charts. */
export const dashboardText = defineCatalogue(en, es);
