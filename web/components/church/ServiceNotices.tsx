import { isDateNotice, type Notice } from "../../../src/contract/service-times/occurrences";
import { useLang } from "../lang-context";
import { noticeWords } from "../../../src/contract/service-times/notice-words";
import * as css from "./ServiceTimes.css";
import { WatchLink } from "./WatchOnline";

/**
 * What visitors must know before they go (docs/service-times.md, Exceptions and Temporary
 * schedules): a closure or a temporary schedule in force, then the coming fortnight's cancelled,
 * moved and changed services, each with the church's own note.
 */
export function ServiceNotices({ notices, today = "" }: { notices: Notice[]; today?: string }) {
  const lang = useLang();
  if (!notices.length) return null;
  // The church's notes are its own words: its Spanish note on the Spanish page, else the English one marked so (docs/i18n.md, Content).
  const written = lang === "es" ? "en" : undefined;
  return (
    <ul className={css.notices} data-testid="service-notices">
      {notices.map((notice) => {
        const { kind, when } = noticeWords(notice, lang, today);
        return (
          <li key={`${notice.kind} ${isDateNotice(notice) ? notice.date : ""} ${notice.from}`}>
            <span className={css.noticeKind}>{kind}:</span> {when}
            {lang === "es" && notice.textEs ? <span> · {notice.textEs}</span> : notice.text ? <span lang={written}> · {notice.text}</span> : null}
            {isDateNotice(notice) && notice.streamUrl ? (
              <>
                {" "}
                <WatchLink href={notice.streamUrl} />
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
