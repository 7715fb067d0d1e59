import type { Lang } from "../../src/contract/i18n/lang";

const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

/** A file's size as people read it: '240 KB' under a megabyte, '2.4 MB' above (never '0.0 MB'), with the language's digits. */
export function fileSize(bytes: number, lang: Lang = "en"): string {
  const locale = LOCALES[lang];
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
