import type { CardChurch } from "../../src/contract/churches";
import { translator } from "../../src/contract/i18n/catalogue";
import type { Lang } from "../../src/contract/i18n/lang";
import { vocabularyIn } from "../../src/contract/i18n/vocabulary-text";
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

