import { directionsUrl } from "../../src/contract/churches";
import { dateBadge, formatShortDate } from "../../src/contract/dates";
import { eventPlace, type EventCategory, type PublicEvent } from "../../src/contract/events";
import { routes } from "../../src/contract/routes";
import * as css from "../pages/content.css";

const CATEGORY: Record<EventCategory, { icon: string; label: string }> = {
  music: { icon: "♫", label: "Music" },
  community: { icon: "♥", label: "Community" },
  interfaith: { icon: "☮", label: "Interfaith" },
  general: { icon: "✦", label: "General" },
};

export function categoryOf(category: string) {
  return CATEGORY[category as EventCategory] ?? CATEGORY.general;
}

export function EventDateBadge({ startsAt }: { startsAt: string }) {
  const { month, day } = dateBadge(startsAt);
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
  const category = categoryOf(event.category);
  return (
    <article className={css.eventCard} data-testid="event-card">
      <EventDateBadge startsAt={event.startsAt} />
      <div className={css.eventBody}>
        <span className={css.category}>
          <span aria-hidden="true">{category.icon}</span> {category.label}
        </span>
        <h2 className={css.eventTitle}>{event.title}</h2>
        <p className={css.meta}>
          <time dateTime={event.startsAt}>{formatShortDate(event.startsAt)}</time>
          {event.time ? ` · ${event.time}` : ""}
        </p>
        {event.church ? (
          <p className={css.meta}>
            At <a href={routes.church(event.church.slug)}>{event.church.name}</a>
          </p>
        ) : null}
        {event.address ? <address className={css.place}>{event.address}</address> : null}
        <p>{event.description}</p>
        <p className={css.cardLinks}>
          <a href={`/events/${event.id}`}>
            Learn More<span className="visually-hidden"> about {event.title}</span>
          </a>
          {event.address ? (
            <a href={directionsUrl(eventPlace(event.address))} target="_blank" rel="noopener noreferrer">
              Map<span className="visually-hidden"> of {event.title} (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
