import { dateBadge, formatShortDate } from "../../src/contract/dates";
import type { EventCategory, PublicEvent } from "../../src/contract/events";
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

/** An event card (docs/product.md V2, events): date badge, category icon, title, text, place, time. */
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
        <p>{event.description}</p>
        {event.location ? <p className={css.meta}>{event.location}</p> : null}
        <p>
          <a href={`/events/${event.id}`}>
            Learn More<span className="visually-hidden"> about {event.title}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
