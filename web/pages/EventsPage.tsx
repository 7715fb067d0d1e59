import type { PublicEvent } from "../../src/contract/events";
import { routes } from "../../src/contract/routes";
import { EventCard } from "../components/EventCard";
import { PageHeader } from "../components/PageHeader";
import { button, container, section } from "../components/ui.css";
import * as css from "./content.css";

export function EventsPage({ events }: { events: PublicEvent[] }) {
  return (
    <>
      <PageHeader title="Community Events" lead="Concerts, service days and gatherings at San Antonio's churches." />
      <div className={`${container} ${section}`}>
        <div className={css.toolbar}>
          <p className={css.meta}>
            Upcoming events, soonest first. <a href="/events.ics">Subscribe to the calendar</a>.
          </p>
          <a className={button.gold} href={routes.eventSubmission}>
            Submit an Event
          </a>
        </div>
        {events.length === 0 ? (
          <div>
            <h2>No Events Found</h2>
            <p>There are no upcoming events right now. Check back soon.</p>
          </div>
        ) : (
          <ul className={css.cards}>
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
