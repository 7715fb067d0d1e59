/**
 * The site's languages and how a path carries one: English at the root, Spanish under /es/
 * (docs/i18n.md, Addresses). The language is in the path, never in a cookie, so every address
 * is one page in one language and stays cacheable.
 */
export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

export const SPANISH_PREFIX = "/es";

/** The other language, for the header's switch. */
export const otherLang = (lang: Lang): Lang => (lang === "en" ? "es" : "en");

/** Each language's name in itself, as the switch shows it. */
export const langNames: Record<Lang, string> = { en: "English", es: "Español" };

/** Intl's locale for a language: Spanish as written in the United States. */
export const intlLocale: Record<Lang, string> = { en: "en-US", es: "es-US" };

export const isLang = (value: unknown): value is Lang => value === "en" || value === "es";

/** Splits a path into its language and the path the page table knows ('/es/directory' → es, '/directory'). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === SPANISH_PREFIX) return { lang: "es", path: "/" };
  if (pathname.startsWith(`${SPANISH_PREFIX}/`)) return { lang: "es", path: pathname.slice(SPANISH_PREFIX.length) };
  return { lang: "en", path: pathname };
}

/**
 * A site path in a language: '/directory' → '/es/directory'; '/' → '/es/'. Other sites' URLs,
 * fragments and paths already in Spanish pass unchanged, so a path localised twice stays right.
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === "en" || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/api/")) return path;
  if (path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) || path.startsWith(`${SPANISH_PREFIX}?`)) return path;
  return `${SPANISH_PREFIX}${path}`;
}
