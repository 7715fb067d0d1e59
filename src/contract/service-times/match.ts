import type { ServiceLanguage } from "../options";
import { centralClock } from "./calendar-days";
import type { ServiceKind, WeeklyService, Weekday } from "./options";

/** What a visitor looks for; every condition holds for the same service (docs/service-times.md). */
export interface ServiceFilter {
  /** A weekday, 'today' in San Antonio, or 'weekend' (Saturday and Sunday). */
  day?: Weekday | "today" | "weekend";
  /** Start at or after, 'HH:MM'. */
  from?: string;
  /** Start at or before, 'HH:MM'. */
  to?: string;
  language?: ServiceLanguage;
  kind?: ServiceKind;
  /** Only services interpreted in ASL. */
  asl?: boolean;
}

/** The service languages a language filter finds: a bilingual service is in English and in Spanish too. */
export const SPOKEN_IN: Record<ServiceLanguage, readonly ServiceLanguage[]> = {
  english: ["english", "bilingual"],
  spanish: ["spanish", "bilingual"],
  bilingual: ["bilingual"],
  other: ["other"],
};

export function matchesService(service: WeeklyService, filter: ServiceFilter, now: Date): boolean {
  const { day, from, to, language, kind, asl } = filter;
  if (day === "today" && service.day !== centralClock(now).day) return false;
  if (day === "weekend" && service.day !== "saturday" && service.day !== "sunday") return false;
  if (day && day !== "today" && day !== "weekend" && service.day !== day) return false;
  if (from && service.time < from) return false;
  if (to && service.time > to) return false;
  if (language && !SPOKEN_IN[language].includes(service.language)) return false;
  if (kind && service.kind !== kind) return false;
  return !asl || service.asl;
}
