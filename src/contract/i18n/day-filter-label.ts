import { translator } from "./catalogue";
import type { Lang } from "./lang";
import { directoryText } from "./directory-text";
import { vocabularyIn } from "./vocabulary-text";
import { DAY_FILTER_LABELS, type DayFilter } from "../service-search";

/** A day filter's word in a language: a weekday, 'Today' or 'Weekend' ('Hoy', 'Fin de semana'). */
export function dayFilterLabel(day: DayFilter, lang: Lang): string {
  if (lang === "en") return DAY_FILTER_LABELS[day];
  return day === "today" || day === "weekend" ? translator(directoryText, lang)(`days.${day}`) : vocabularyIn(lang).day(day);
}
