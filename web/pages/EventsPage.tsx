import type { EventFilters as Filters } from "../../src/contract/event-queries";
import { eventsUrl, type PublicEvent } from "../../src/contract/events";
import type { Translate } from "../../src/contract/i18n/catalogue";
import { eventsText } from "../../src/contract/i18n/events-text";
import { routes } from "../../src/contract/routes";
import { EventCard } from "../components/EventCard";
import { EventFilters } from "../components/events/EventFilters";
import { usePath, useText } from "../components/lang-context";
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

type EventsKey = keyof typeof eventsText.en;

/** The list's anchor: page links open the next page at the list, not at the top (docs/decisions/0064-holiday-and-event-lists.md). */
export const EVENTS_LIST_ID = "events-list";

/** 'music events this weekend at Mission Road Methodist': what the filters ask for, in words. */
function describe(t: Translate<EventsKey>, filters: Filters, churches: EventsPageProps["churches"], count: number): string {
  const church = filters.church ? (churches.find((c) => c.slug === filters.church)?.name ?? filters.church) : null;
  return [t("what", { category: filters.category ?? "any", count }), filters.when ? t("whatWhen", { when: filters.when }) : null, church ? t("whatChurch", { church }) : null]
    .filter(Boolean)
    .join(" ");
}

export function EventsPage({ events, total, page, pageCount, filters, span, churches, problems }: EventsPageProps) {
  const t = useText(eventsText);
  const path = usePath();
  const filtered = Boolean(filters.when || filters.category || filters.church);
  return (
    <>
      <PageHeader title={t("pageTitle")} lead={t("pageLead")} />
      <div className={`${container} ${section}`}>
        <div className={css.toolbar}>
          <p className={css.meta}>
            {`${t("intro")} `}
            <a href={path("/events.ics")}>{t("subscribe")}</a>.
          </p>
          <a className={button.gold} href={path(routes.eventSubmission)}>
            {t("submit")}
          </a>
        </div>
        <EventFilters filters={filters} churches={churches} problems={problems} />
        {events.length === 0 ? (
          filtered ? (
            <div data-testid="events-empty">
              <h2>{t("emptyFiltered", { what: describe(t, filters, churches, 0) })}</h2>
              <p>
                <a href={path(routes.events)}>{t("seeAll")}</a>
              </p>
            </div>
          ) : (
            <div data-testid="events-empty">
              <h2>{t("emptyTitle")}</h2>
              <p>{t("emptyText")}</p>
            </div>
          )
        ) : (
          <div id={EVENTS_LIST_ID} className={css.listAnchor}>
            <p className={css.resultCount} data-testid="events-count">
              {`${t("count", { count: total, what: describe(t, filters, churches, total) })}${span ? t("countSpan", { span }) : ""}${pageCount > 1 ? t("countPage", { page, pageCount }) : ""}`}
            </p>
            <ul className={css.cards}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <PageLinks
          page={page}
          pageCount={pageCount}
          href={(p) => `${path(eventsUrl({ ...filters, page: p }))}#${EVENTS_LIST_ID}`}
          label={t("pagesLabel")}
          pageWord={t("pageWord")}
          steps={{ previous: t("previousPage"), next: t("nextPage") }}
        />
      </div>
    </>
  );
}
