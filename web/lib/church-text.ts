import type { CardChurch } from "../../src/contract/churches";
import { translator } from "../../src/contract/i18n/catalogue";
import { intlLocale, type Lang } from "../../src/contract/i18n/lang";
import { servicesText } from "../../src/contract/i18n/services-text";
import { vocabularyIn } from "../../src/contract/i18n/vocabulary-text";
import type { ServiceLanguage } from "../../src/contract/options";
import { directoryText } from "../../src/contract/i18n/directory-text";

/** 'Traditional worship · Spanish, Bilingual' for cards and profiles; in Spanish 'Culto tradicional · Español, Bilingüe'. */
export function worshipSummary(church: Pick<CardChurch, "worshipStyle" | "languages">, lang: Lang = "en"): string {
  const words = vocabularyIn(lang);
  const parts: string[] = [];
  // English reads 'Traditional worship', Spanish 'Culto tradicional': the style is lower-case after the noun.
  if (church.worshipStyle) parts.push(translator(directoryText, lang)("card.style", { style: lang === "en" ? words.style(church.worshipStyle) : words.style(church.worshipStyle).toLocaleLowerCase("es") }));
  if (church.languages.length) parts.push(church.languages.map(words.language).join(", "));
  return parts.join(" · ");
}

/** tel: link target from a display number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * 'Services in English and Spanish, some of them bilingual.' — 'bilingual' means English and
 * Spanish together (docs/service-times.md), so it names both languages rather than itself.
 */
export function languagesSentence(languages: readonly ServiceLanguage[], lang: Lang = "en"): string | null {
  const t = translator(servicesText, lang);
  const bilingual = languages.includes("bilingual");
  const named = new Set<ServiceLanguage>([...(bilingual ? (["english", "spanish"] as const) : []), ...languages.filter((l) => l !== "bilingual" && l !== "other")]);
  if (!named.size) return languages.includes("other") ? t("languages.other") : null;
  // Spanish writes language names in lower case inside a sentence ('en inglés y español').
  const names = [...named].map((l) => (lang === "en" ? vocabularyIn(lang).language(l) : vocabularyIn(lang).language(l).toLocaleLowerCase("es")));
  const list = new Intl.ListFormat(intlLocale[lang], { type: "conjunction" }).format(names);
  return t("languages.list", { list, bilingual: bilingual ? "yes" : "no", more: languages.includes("other") ? "yes" : "no" });
}

/** 'Four services each week.' in words, as people write it; a Catholic church's are 'misas' in Spanish (docs/i18n.md, Glossary). */
export function weeklyServicesSentence(count: number, lang: Lang = "en", catholic = false): string {
  return translator(servicesText, lang)(catholic ? "weeklyMasses" : "weekly", { count });
}
