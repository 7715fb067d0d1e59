import { translator } from "../i18n/catalogue";
import type { Lang } from "../i18n/lang";
import { profileText } from "../i18n/profile-text";
import { formatShortDate } from "../i18n/short-date";
import { vocabularyIn } from "../i18n/vocabulary-text";
import { weekdayOf } from "./calendar-days";
import type { Notice } from "./occurrences";
import { formatClockTime } from "./time";

/** 'Cancelled' and 'Sunday, Nov 29, 9:00 AM → 10:30 AM'; in Spanish 'Cancelado', 'Domingo, 29 nov, 9:00 a. m.'. */
export function noticeWords(notice: Notice, lang: Lang = "en"): { kind: string; when: string } {
  const t = translator(profileText, lang);
  const day = vocabularyIn(lang).day(weekdayOf(notice.date));
  const when = `${day}, ${formatShortDate(notice.date, lang)}, ${formatClockTime(notice.from, lang)}`;
  return { kind: t(`notice.${notice.kind}`), when: notice.to ? `${when} → ${formatClockTime(notice.to, lang)}` : when };
}

/** A card's line about the first notice: 'Cancelled: Sunday, Nov 29, 9:00 AM' (the note is on the profile). */
export function cardNotice(notices: readonly Notice[], lang: Lang = "en"): string | undefined {
  const first = notices[0];
  if (!first) return undefined;
  const { kind, when } = noticeWords(first, lang);
  return `${kind}: ${when}`;
}
