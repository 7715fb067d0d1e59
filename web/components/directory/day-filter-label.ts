import { translator } from "../../../src/contract/i18n/catalogue";
import type { Lang } from "../../../src/contract/i18n/lang";
import { servicesText } from "../../../src/contract/i18n/services-text";
import { vocabularyIn } from "../../../src/contract/i18n/vocabulary-text";
import { DAY_FILTER_LABELS, type DayFilter } from "../../../src/contract/service-search";

/** A day filter's word in a language: a weekday, 'Today' or 'Weekend' ('Hoy', 'Fin de semana'). */
export function dayFilterLabel(day: DayFilter, lang: Lang): string {
  if (lang === "en") return DAY_FILTER_LABELS[day];
  return day === "today" || day === "weekend" ? translator(servicesText, lang)(`dayFilter.${day}`) : vocabularyIn(lang).day(day);
}
