import { translator } from "../../../src/contract/i18n/catalogue";
import type { Lang } from "../../../src/contract/i18n/lang";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { vocabularyIn } from "../../../src/contract/i18n/vocabulary-text";
import { DAY_FILTER_LABELS, type DayFilter } from "../../../src/contract/service-search";

/** A day filter's word in a language: a weekday, 'Today' or 'Weekend' ('Hoy', 'Fin de semana'). */
export function dayFilterLabel(day: DayFilter, lang: Lang): string {
  if (lang === "en") return DAY_FILTER_LABELS[day];
  return day === "today" || day === "weekend" ? translator(directoryText, lang)(`days.${day}`) : vocabularyIn(lang).day(day);
}
