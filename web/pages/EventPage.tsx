import { directionsUrl } from "../../src/contract/churches";
import { formatLongDate } from "../../src/contract/dates";
import { eventPlace, type PublicEvent } from "../../src/contract/events";
import { routes } from "../../src/contract/routes";
import { categoryOf, EventDateBadge } from "../components/EventCard";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, card, container, section } from "../components/ui.css";
import * as css from "./content.css";

export function EventPage({ event }: { event: PublicEvent | null }) {
  if (!event) {
    return (
      <div className={`${container} ${section}`}>
        <h1>Event Not Found</h1>
        <p role="alert">This event does not exist or is no longer listed.</p>
        <a className={button.primary} href={routes.events}>
          Back to Events
        </a>
      </div>
    );
  }
  const category = categoryOf(event.category);
  return (
    <>
      <PageHeader title={event.title} lead={`${category.label} event`} />
      <div className={`${container} ${section}`}>
        <article className={card}>
          <div className={css.eventCard}>
            <EventDateBadge startsAt={event.startsAt} />
            <div className={css.eventBody}>
              <p>
                <strong>{formatLongDate(event.startsAt)}</strong>
                {event.time ? ` at ${event.time}` : " (time to be announced)"}
              </p>
              {event.address ? <address>{event.address}</address> : null}
              {event.church ? (
                <p>
                  Hosted by <a href={routes.church(event.church.slug)}>{event.church.name}</a>
                </p>
              ) : null}
            </div>
          </div>
          <p>{event.description}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={`/events/${event.id}/calendar.ics`} download>
              Add to calendar
            </a>
            {event.address ? (
              <a className={button.outline} href={directionsUrl(eventPlace(event.address))} target="_blank" rel="noopener noreferrer">
                Map
              </a>
            ) : null}
            <a className={button.outline} href={routes.events}>
              Back to Events
            </a>
          </div>
        </article>
      </div>
    </>
  );
}
