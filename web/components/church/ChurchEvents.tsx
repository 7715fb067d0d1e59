import { formatLongDate } from "../../../src/contract/dates";
import { eventsUrl, type PublicEvent } from "../../../src/contract/events";
import { profileText } from "../../../src/contract/i18n/profile-text";
import { card } from "../ui.css";
import { useContentLang } from "../ContentLanguage";
import { useEventTime } from "../EventCard";
import { useLang, usePath, useText } from "../lang-context";
import * as css from "./ChurchEvents.css";

/** What the profile lists: its soonest coming approved events and how many there are in all. */
export interface ChurchEventsList {
  list: PublicEvent[];
  total: number;
}

/**
 * The church's coming events on its profile, drawn by the server (no island): title linked to
 * the event's page, its day and time; 'See all' when there are more. No card when there are none
 * (docs/decisions/0075-events-on-the-profile.md).
 */
export function ChurchEvents({ events, slug, titleClass }: { events: ChurchEventsList; slug: string; titleClass: string }) {
  const t = useText(profileText);
  const path = usePath();
  if (events.list.length === 0) return null;
  return (
    <section className={card} aria-labelledby="events" data-testid="church-events">
      <h2 id="events" className={titleClass}>
        {t("events")}
      </h2>
      <ul className={css.list}>
        {events.list.map((event) => (
          <ChurchEvent key={event.id} event={event} />
        ))}
      </ul>
      {events.total > events.list.length ? (
        <p className={css.all}>
          <a href={path(eventsUrl({ church: slug }))}>{t("allEvents", { count: events.total })}</a>
        </p>
      ) : null}
    </section>
  );
}

function ChurchEvent({ event }: { event: PublicEvent }) {
  const path = usePath();
  const lang = useLang();
  const time = useEventTime(event);
  const contentLang = useContentLang(event.language);
  return (
    <li className={css.item}>
      <a className={css.title} href={path(`/events/${event.id}`)} lang={contentLang}>
        {event.title}
      </a>
      <time className={css.when} dateTime={event.startsAt}>
        {formatLongDate(event.startsAt, lang)}
        {time ? (
          <>
            {" · "}
            <span className={css.clock}>{time}</span>
          </>
        ) : null}
      </time>
    </li>
  );
}
