import { translator } from "../../src/contract/i18n/catalogue";
import { intlLocale, type Lang } from "../../src/contract/i18n/lang";
import { serviceSentencesText } from "../../src/contract/i18n/service-sentences-text";
import { vocabularyIn } from "../../src/contract/i18n/vocabulary-text";
import type { ServiceLanguage } from "../../src/contract/options";

/**
 * 'Services in English and Spanish, some of them bilingual.' — 'bilingual' means English and
 * Spanish together (docs/service-times.md), so it names both languages rather than itself.
 */
export function languagesSentence(languages: readonly ServiceLanguage[], lang: Lang = "en"): string | null {
  const t = translator(serviceSentencesText, lang);
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
  return translator(serviceSentencesText, lang)(catholic ? "weeklyMasses" : "weekly", { count });
}
