import { defineCatalogue } from "./catalogue";
import en from "./messages/en/freshness.json";
import es from "./messages/es/freshness.json";

/**
 * How long ago service times were confirmed (docs/service-times.md, Freshness): the words
 * Intl.RelativeTimeFormat writes, kept as messages, since making that formatter in a browser loads
 * its data in a long task on a slow phone (docs/decisions/0040-first-paint.md); a test holds them
 * to Intl's.
 */
export const freshnessText = /* @__PURE__ */ defineCatalogue(en, es);
