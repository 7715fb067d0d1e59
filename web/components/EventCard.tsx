import { directionsUrl } from "../../src/contract/churches";
import { dateBadge, formatShortDate, formatTime } from "../../src/contract/dates";
import { eventPlace, type EventCategory, type PublicEvent } from "../../src/contract/events";
import { eventsText } from "../../src/contract/i18n/events-text";
import { routes } from "../../src/contract/routes";
import * as css from "../pages/content.css";
import { OtherLanguageBadge, useContentLang } from "./ContentLanguage";
import { useLang, usePath, useText } from "./lang-context";
import { useVocabulary } from "./use-vocabulary";

const ICON: Record<EventCategory, string> = { music: "♫", community: "♥", interfaith: "☮", general: "✦" };

/** A known category (anything else shows as general), its icon and its word in the page's language. */
export function useCategory(category: string) {
  const vocabulary = useVocabulary();
  const key: EventCategory = category in ICON ? (category as EventCategory) : "general";
  return { key, icon: ICON[key], label: vocabulary.eventCategory(key) };
}

/** The event's time in the page's language ('7:00 PM', '7:00 p. m.'), or null when none was given. */
export function useEventTime(event: PublicEvent): string | null {
  const lang = useLang();
  return event.time === null ? null : lang === "en" ? event.time : formatTime(event.startsAt, lang);
}

export function EventDateBadge({ startsAt }: { startsAt: string }) {
  const { month, day } = dateBadge(startsAt, useLang());
  return (
    <div className={css.dateBadge} aria-hidden="true">
      <span className={css.badgeMonth}>{month}</span>
      <span className={css.badgeDay}>{day}</span>
    </div>
  );
}

/**
 * An event card (docs/product.md, Events): date badge, category icon, title, time, its church
 * (linked) and address, text; 'Map' searches that address, so it finds the place, not the area.
 */
export function EventCard({ event }: { event: PublicEvent }) {
  const t = useText(eventsText);
  const path = usePath();
  const lang = useLang();
  const category = useCategory(event.category);
  const time = useEventTime(event);
  const contentLang = useContentLang(event.language);
  return (
    <article className={css.eventCard} data-testid="event-card">
      <EventDateBadge startsAt={event.startsAt} />
      <div className={css.eventBody}>
        <span className={css.category}>
          <span aria-hidden="true">{category.icon}</span> {category.label}
        </span>
        <OtherLanguageBadge language={event.language} text={t("otherLanguage")} />
        <h2 className={css.eventTitle} lang={contentLang}>
          {event.title}
        </h2>
        <p className={css.meta}>
          <time dateTime={event.startsAt}>{formatShortDate(event.startsAt, lang)}</time>
          {time ? ` · ${time}` : ""}
        </p>
        {event.church ? (
          <p className={css.meta}>
            {`${t("cardAt")} `}<a href={path(routes.church(event.church.slug))}>{event.church.name}</a>
          </p>
        ) : null}
        {event.address ? <address className={css.place}>{event.address}</address> : null}
        <p lang={contentLang}>{event.description}</p>
        <p className={css.cardLinks}>
          <a href={path(`/events/${event.id}`)}>
            {t("learnMore")}
            <span className="visually-hidden">{t("learnMoreAbout", { title: event.title })}</span>
          </a>
          {event.address ? (
            <a href={directionsUrl(eventPlace(event.address))} target="_blank" rel="noopener noreferrer">
              {t("map")}
              <span className="visually-hidden">{t("mapOf", { title: event.title })}</span>
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
