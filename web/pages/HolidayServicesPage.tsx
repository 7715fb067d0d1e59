import { formatWeekdayDate, isEveningBefore, type HolidayListing, type HolidayService } from "../../src/contract/holiday-services";
import { label, SERVICE_LANGUAGES } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import { serviceHours } from "../../src/contract/service-times/format";
import { LANGUAGE_LABELS } from "../../src/contract/service-times/options";
import * as dir from "../components/Directory.css";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { usePageContext } from "../components/page-context";
import { button, container, section } from "../components/ui.css";
import type { ServicesMapPoint } from "../islands/ServicesMap";
import * as css from "./HolidayServicesPage.css";

/** The query as the visitor sent it, to fill the form back in. */
export type HolidayFormValues = Record<"sort" | "language" | "near" | "radius", string>;

const FORM_ID = "holiday-filters";

/**
 * One occasion's services at every church (docs/service-times.md, Holiday pages): a GET form
 * (language, order; 'Use my location' with JavaScript), the churches on a map, the calendar file,
 * and the services by day and time, or by distance.
 */
export function HolidayServicesPage({ listing, heading, values, error, calendarHref }: { listing: HolidayListing; heading: string; values: HolidayFormValues; error: string | null; calendarHref: string }) {
  const { map } = usePageContext();
  const { services, label: occasion } = listing;
  const filtered = values.language !== "" || values.near !== "";
  const byDistance = values.sort === "distance" && !error;
  return (
    <>
      <PageHeader title={heading} lead={`${occasion} services at San Antonio's churches, the evening before included.`} />
      <div className={`${container} ${section}`}>
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        <form id={FORM_ID} className={css.filters} method="get" action={routes.occasion(listing.occasion)} aria-label={`Filter ${occasion} services`}>
          <label className={dir.field}>
            Language
            <select className={dir.input} name="language" defaultValue={values.language}>
              <option value="">Any language</option>
              {SERVICE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {label(l)}
                </option>
              ))}
            </select>
          </label>
          <label className={dir.field}>
            Order
            <select className={dir.input} name="sort" defaultValue={values.sort === "distance" && values.near ? "distance" : "time"}>
              <option value="time">Time</option>
              {values.near ? <option value="distance">Distance</option> : null}
            </select>
          </label>
          {values.near ? <input type="hidden" name="near" value={values.near} /> : null}
          {values.radius ? <input type="hidden" name="radius" value={values.radius} /> : null}
          <button type="submit" className={button.primary}>
            Show services
          </button>
          <Island name="UseMyLocation" props={{ formId: FORM_ID }} />
          {filtered ? (
            <a className={button.outline} href={routes.occasion(listing.occasion)}>
              Clear
            </a>
          ) : null}
        </form>

        {services.length === 0 ? (
          <EmptyState occasion={occasion} filtered={filtered} href={routes.occasion(listing.occasion)} />
        ) : (
          <div className={css.layout}>
            <div>
              <div className={css.summary}>
                <p role="status">
                  {services.length === 1 ? "1 service" : `${services.length} services`}
                  {byDistance ? ", nearest first" : ", by time"}
                </p>
                <a href={calendarHref} download>
                  Download these services (.ics)
                </a>
              </div>
              {byDistance ? <ServiceList services={services} listing={listing} withDay /> : <ByDay listing={listing} />}
            </div>
            <section aria-label="Map">
              <Island name="ServicesMap" props={{ points: mapPoints(services), label: occasion, config: map }} />
            </section>
          </div>
        )}
        <p>
          <a href={routes.occasions}>All holiday services</a>
        </p>
      </div>
    </>
  );
}

function EmptyState({ occasion, filtered, href }: { occasion: string; filtered: boolean; href: string }) {
  return (
    <div className={dir.empty}>
      {filtered ? (
        <>
          <h2>No Services Found</h2>
          <p>
            No {occasion} services match these filters. <a href={href}>Show every {occasion} service</a>.
          </p>
        </>
      ) : (
        <>
          <h2>No church has listed {occasion} services yet</h2>
          <p>
            Church owners: <a href={routes.dashboard}>add your {occasion} services</a> from your dashboard.
          </p>
        </>
      )}
    </div>
  );
}

/** Services by day (the evening before first), then by time. */
function ByDay({ listing }: { listing: HolidayListing }) {
  const days = [...new Set(listing.services.map((s) => s.date))];
  return (
    <>
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={css.dayTitle}>
            {formatWeekdayDate(day)}
            {isEveningBefore({ date: day }, listing.occasion, listing.date) ? " · the evening before" : ""}
          </h2>
          <ServiceList services={listing.services.filter((s) => s.date === day)} listing={listing} />
        </section>
      ))}
    </>
  );
}

/** The services; `withDay` names each one's day when it is not the occasion's (the list is not by day). */
function ServiceList({ services, listing, withDay = false }: { services: HolidayService[]; listing: HolidayListing; withDay?: boolean }) {
  return (
    <ul className={css.list}>
      {services.map((s, i) => (
        <li key={`${s.church.id}-${s.date}-${s.time}-${i}`} className={css.row}>
          <span className={css.time}>{serviceHours(s)}</span>
          <div>
            <h3 className={css.church}>
              <a href={routes.church(s.church.slug)}>{s.church.name}</a>
            </h3>
            <p className={css.detail}>{serviceLine(s, withDay && s.date !== listing.date)}</p>
            <p className={css.detail}>
              {s.church.address}
              {s.distanceMiles !== null ? ` · ${s.distanceMiles < 0.1 ? "under 0.1" : s.distanceMiles} mi away` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Spanish · Midnight Mass · Carols from 10:30', after the service's day when asked. */
function serviceLine(s: HolidayService, withDay: boolean): string {
  return [withDay ? formatWeekdayDate(s.date) : "", LANGUAGE_LABELS[s.language], s.title, s.note].filter(Boolean).join(" · ");
}

/** One marker a church, with its times on the page. */
function mapPoints(services: HolidayService[]): ServicesMapPoint[] {
  const byChurch = new Map<number, ServicesMapPoint>();
  for (const s of services) {
    if (s.church.latitude === null || s.church.longitude === null) continue;
    const times = `${formatWeekdayDate(s.date).split(",")[0]} ${serviceHours(s)}${s.language === "english" ? "" : ` · ${LANGUAGE_LABELS[s.language]}`}`;
    const point = byChurch.get(s.church.id);
    if (point) point.times += `, ${times}`;
    else byChurch.set(s.church.id, { lat: s.church.latitude, lng: s.church.longitude, name: s.church.name, href: routes.church(s.church.slug), times });
  }
  return [...byChurch.values()];
}
