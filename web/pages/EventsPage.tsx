import type { EventFilters as Filters } from "../../src/contract/event-queries";
import { EVENT_RANGE_LABEL, eventsUrl, type PublicEvent } from "../../src/contract/events";
import { label } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import { EventCard } from "../components/EventCard";
import { EventFilters } from "../components/events/EventFilters";
import { PageHeader } from "../components/PageHeader";
import { PageLinks } from "../components/PageLinks";
import { button, container, section } from "../components/ui.css";
import * as css from "./content.css";

export interface EventsPageProps {
  events: PublicEvent[];
  total: number;
  page: number;
  pageCount: number;
  filters: Filters;
  /** The days the date range covers, as shown: 'Nov 28, 2026 – Nov 29, 2026'. */
  span: string | null;
  churches: { name: string; slug: string }[];
  problems: string[];
}

/** 'music events this weekend at Mission Road Methodist': what the filters ask for, in words. */
function describe(filters: Filters, churches: EventsPageProps["churches"], noun = "events"): string {
  const church = filters.church ? (churches.find((c) => c.slug === filters.church)?.name ?? filters.church) : null;
  return [filters.category ? `${label(filters.category).toLowerCase()} ${noun}` : noun, filters.when ? EVENT_RANGE_LABEL[filters.when] : null, church ? `at ${church}` : null]
    .filter(Boolean)
    .join(" ");
}

export function EventsPage({ events, total, page, pageCount, filters, span, churches, problems }: EventsPageProps) {
  const filtered = Boolean(filters.when || filters.category || filters.church);
  const what = describe(filters, churches);
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
        <EventFilters filters={filters} churches={churches} problems={problems} />
        {events.length === 0 ? (
          filtered ? (
            <div data-testid="events-empty">
              <h2>{`No ${what}.`}</h2>
              <p>
                <a href={routes.events}>See all upcoming events</a>
              </p>
            </div>
          ) : (
            <div data-testid="events-empty">
              <h2>No Events Found</h2>
              <p>There are no upcoming events right now. Check back soon.</p>
            </div>
          )
        ) : (
          <>
            <p className={css.resultCount} data-testid="events-count">
              {`${total} ${describe(filters, churches, total === 1 ? "event" : "events")}${span ? ` (${span})` : ""}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}`}
            </p>
            <ul className={css.cards}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          </>
        )}
        <PageLinks page={page} pageCount={pageCount} href={(p) => eventsUrl({ ...filters, page: p })} label="Event pages" />
      </div>
    </>
  );
}
