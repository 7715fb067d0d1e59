import type { Notice } from "../../../src/contract/service-times/occurrences";
import { profileText } from "../../../src/contract/i18n/profile-text";
import type { Lang } from "../../../src/contract/i18n/lang";
import { translator } from "../../../src/contract/i18n/catalogue";
import { formatShortDate } from "../../../src/contract/i18n/short-date";
import { weekdayOf } from "../../../src/contract/service-times/calendar-days";
import { formatClockTime } from "../../../src/contract/service-times/time";
import { vocabularyIn } from "../../../src/contract/i18n/vocabulary-text";
import { useLang } from "../lang-context";
import * as css from "./ServiceTimes.css";


/** 'Cancelled' and 'Sunday, Nov 29, 9:00 AM → 10:30 AM'; in Spanish 'Cancelado', 'domingo, 29 nov, 9:00 a. m.'. */
export function noticeWords(notice: Notice, lang: Lang = "en"): { kind: string; when: string } {
  const t = translator(profileText, lang);
  const day = vocabularyIn(lang).day(weekdayOf(notice.date));
  const when = `${day}, ${formatShortDate(notice.date, lang)}, ${formatClockTime(notice.from, lang)}`;
  return { kind: t(`notice.${notice.kind}`), when: notice.to ? `${when} → ${formatClockTime(notice.to, lang)}` : when };
}

/**
 * What visitors must know before they go (docs/service-times.md, Exceptions): the coming
 * fortnight's cancelled, moved and changed services, with the church's own note.
 */
export function ServiceNotices({ notices }: { notices: Notice[] }) {
  const lang = useLang();
  if (!notices.length) return null;
  // The church's notes are its own words, in English on the Spanish page (docs/i18n.md, Content).
  const written = lang === "es" ? "en" : undefined;
  return (
    <ul className={css.notices} data-testid="service-notices">
      {notices.map((notice) => {
        const { kind, when } = noticeWords(notice, lang);
        return (
          <li key={`${notice.date} ${notice.from}`}>
            <span className={css.noticeKind}>{kind}:</span> {when}
            {notice.text ? <span lang={written}> · {notice.text}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
