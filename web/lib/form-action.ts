import { SPANISH_PREFIX, type Lang } from "../../src/contract/i18n/lang";

/**
 * Where a form posts without JavaScript: on a Spanish page its API address under /es/, so the
 * answer's redirect comes back to the Spanish page (src/http/form-post.ts, docs/i18n.md). The
 * request handler takes the prefix off, so the same route answers both.
 */
export const formAction = (lang: Lang, action: string): string => (lang === "es" ? `${SPANISH_PREFIX}${action}` : action);
