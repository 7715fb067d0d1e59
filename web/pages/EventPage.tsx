import { directionsUrl } from "../../src/contract/churches";
import { formatLongDate } from "../../src/contract/dates";
import { eventPlace, type PublicEvent } from "../../src/contract/events";
import { eventsText } from "../../src/contract/i18n/events-text";
import { routes } from "../../src/contract/routes";
import { OtherLanguageBadge, useContentLang } from "../components/ContentLanguage";
import { EventDateBadge, useCategory, useEventTime } from "../components/EventCard";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, card, container, section } from "../components/ui.css";
import * as css from "./content.css";

function EventNotFound() {
  const t = useText(eventsText);
  const path = usePath();
  return (
    <div className={`${container} ${section}`}>
      <h1>{t("notFoundTitle")}</h1>
      <p role="alert">{t("notFoundText")}</p>
      <a className={button.primary} href={path(routes.events)}>
        {t("backToEvents")}
      </a>
    </div>
  );
}

function EventDetails({ event }: { event: PublicEvent }) {
  const t = useText(eventsText);
  const path = usePath();
  const lang = useLang();
  const category = useCategory(event.category);
  const time = useEventTime(event);
  const contentLang = useContentLang(event.language);
  return (
    <>
      <PageHeader title={event.title} titleLang={contentLang} lead={t("eventLead", { category: category.key })} />
      <div className={`${container} ${section}`}>
        <article className={card}>
          <div className={css.eventCard}>
            <EventDateBadge startsAt={event.startsAt} />
            <div className={css.eventBody}>
              <OtherLanguageBadge language={event.language} text={t("otherLanguage")} />
              <p>
                <strong>{formatLongDate(event.startsAt, lang)}</strong>
                {time ? t("atTime", { time }) : t("noTime")}
              </p>
              {event.address ? <address>{event.address}</address> : null}
              {event.church ? (
                <p>
                  {`${t("hostedBy")} `}
                  <a href={path(routes.church(event.church.slug))}>{event.church.name}</a>
                </p>
              ) : null}
            </div>
          </div>
          <p lang={contentLang}>{event.description}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(`/events/${event.id}/calendar.ics`)} download>
              {t("addToCalendar")}
            </a>
            {event.address ? (
              <a className={button.outline} href={directionsUrl(eventPlace(event.address))} target="_blank" rel="noopener noreferrer">
                {t("map")}
              </a>
            ) : null}
            <a className={button.outline} href={path(routes.events)}>
              {t("backToEvents")}
            </a>
          </div>
        </article>
      </div>
    </>
  );
}

export function EventPage({ event }: { event: PublicEvent | null }) {
  return event ? <EventDetails event={event} /> : <EventNotFound />;
}
