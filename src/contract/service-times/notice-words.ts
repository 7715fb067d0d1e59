import { translator } from "../i18n/catalogue";
import type { Lang } from "../i18n/lang";
import { profileText } from "../i18n/profile-text";
import { formatShortDate } from "../i18n/short-date";
import { vocabularyIn } from "../i18n/vocabulary-text";
import { weekdayOf } from "./calendar-days";
import { isDateNotice, type Notice } from "./occurrences";
import { formatClockTime } from "./time";

/**
 * 'Cancelled' and 'Sunday, Nov 29, 9:00 AM → 10:30 AM'; in Spanish 'Cancelado', 'Domingo, 29 nov,
 * 9:00 a. m.'. A schedule: 'Closed' and 'until Dec 12', or 'Temporary schedule' and 'Jun 1 – Aug 31'
 * when it has not begun by `today`.
 */
export function noticeWords(notice: Notice, lang: Lang = "en", today = ""): { kind: string; when: string } {
  const t = translator(profileText, lang);
  if (!isDateNotice(notice)) {
    const to = formatShortDate(notice.to, lang);
    return { kind: t(`notice.${notice.kind}`), when: notice.from <= today ? t("notice.until", { date: to }) : t("notice.range", { from: formatShortDate(notice.from, lang), to }) };
  }
  const day = vocabularyIn(lang).day(weekdayOf(notice.date));
  const when = `${day}, ${formatShortDate(notice.date, lang)}, ${formatClockTime(notice.from, lang)}`;
  return { kind: t(`notice.${notice.kind}`), when: notice.to ? `${when} → ${formatClockTime(notice.to, lang)}` : when };
}

/** A card's line about a notice, and the church's own note with the language it is in when it is not the page's. */
export interface CardNotice {
  lead: string;
  note?: string;
  noteLang?: "en";
}

/**
 * A card's line about the first notice: 'Cancelled: Sunday, Nov 29, 9:00 AM' (the note is on the
 * profile); a schedule's with its note, which says where the church worships meanwhile: 'Closed
 * until Dec 12' and 'Worshipping at St. Mark's hall' (on a Spanish page the Spanish note, else the
 * English one marked as English).
 */
export function cardNotice(notices: readonly Notice[], lang: Lang = "en", today = ""): CardNotice | undefined {
  const first = notices[0];
  if (!first) return undefined;
  const { kind, when } = noticeWords(first, lang, today);
  if (isDateNotice(first)) return { lead: `${kind}: ${when}` };
  const lead = `${kind} ${when}`;
  if (lang === "es" && first.textEs) return { lead, note: first.textEs };
  if (!first.text) return { lead };
  return { lead, note: first.text, ...(lang === "en" ? {} : { noteLang: "en" as const }) };
}
