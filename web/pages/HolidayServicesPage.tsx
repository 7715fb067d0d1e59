import { formatWeekday, formatWeekdayDate, isEveningBefore, type HolidayListing, type HolidayService } from "../../src/contract/holiday-services";
import { SERVICE_LANGUAGES } from "../../src/contract/options";
import { holidaysText } from "../../src/contract/i18n/holidays-text";
import type { Lang } from "../../src/contract/i18n/lang";
import { useLang, usePath, useText } from "../components/lang-context";
import { useVocabulary } from "../components/use-vocabulary";
import { routes } from "../../src/contract/routes";
import { languageLabel, serviceHours } from "../../src/contract/service-times/format";
import * as dir from "../components/Directory.css";
import { Island } from "../components/Island";
import { WithOwnerWords } from "../components/OwnerWords";
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
  const t = useText(holidaysText);
  const path = usePath();
  const lang = useLang();
  const words = useVocabulary();
  return (
    <>
      <PageHeader title={heading} lead={t("lead", { occasion })} />
      <div className={`${container} ${section}`}>
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        <form id={FORM_ID} className={css.filters} method="get" action={path(routes.occasion(listing.occasion))} aria-label={t("form.label", { occasion })}>
          <label className={dir.field}>
            {t("language")}
            <select className={dir.input} name="language" defaultValue={values.language}>
              <option value="">{t("language.all")}</option>
              {SERVICE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {words.language(l)}
                </option>
              ))}
            </select>
          </label>
          <label className={dir.field}>
            {t("order")}
            <select className={dir.input} name="sort" defaultValue={values.sort === "distance" && values.near ? "distance" : "time"}>
              <option value="time">{t("order.time")}</option>
              {values.near ? <option value="distance">{t("order.distance")}</option> : null}
            </select>
          </label>
          {values.near ? <input type="hidden" name="near" value={values.near} /> : null}
          {values.radius ? <input type="hidden" name="radius" value={values.radius} /> : null}
          <button type="submit" className={button.primary}>
            {t("show")}
          </button>
          <Island name="UseMyLocation" props={{ formId: FORM_ID }} />
          {filtered ? (
            <a className={button.outline} href={path(routes.occasion(listing.occasion))}>
              {t("clear")}
            </a>
          ) : null}
        </form>

        {services.length === 0 ? (
          <EmptyState occasion={occasion} filtered={filtered} href={path(routes.occasion(listing.occasion))} />
        ) : (
          <div className={css.layout}>
            <div>
              <div className={css.summary}>
                <p role="status">
                  {t("count", { count: services.length })}
                  {byDistance ? t("nearestFirst") : t("byTime")}
                </p>
                <a href={path(calendarHref)} download>
                  {t("download")}
                </a>
              </div>
              {byDistance ? <ServiceList services={services} listing={listing} withDay /> : <ByDay listing={listing} />}
            </div>
            <section aria-label={t("map")}>
              <Island name="ServicesMap" props={{ points: mapPoints(services, lang, path), label: occasion, config: map }} />
            </section>
          </div>
        )}
        <p>
          <a href={path(routes.occasions)}>{t("all")}</a>
        </p>
      </div>
    </>
  );
}

function EmptyState({ occasion, filtered, href }: { occasion: string; filtered: boolean; href: string }) {
  const t = useText(holidaysText);
  const path = usePath();
  return (
    <div className={dir.empty}>
      {filtered ? (
        <>
          <h2>{t("empty.filtered.title")}</h2>
          <p>
            {t("empty.filtered.text", { occasion })} <a href={href}>{t("empty.filtered.link", { occasion })}</a>.
          </p>
        </>
      ) : (
        <>
          <h2>{t("empty.none.title", { occasion })}</h2>
          <p>
            {t("empty.none.before")} <a href={path(routes.dashboard)}>{t("empty.none.link", { occasion })}</a> {t("empty.none.after")}
          </p>
        </>
      )}
    </div>
  );
}

/** Services by day (the evening before first), then by time. */
function ByDay({ listing }: { listing: HolidayListing }) {
  const t = useText(holidaysText);
  const lang = useLang();
  const days = [...new Set(listing.services.map((s) => s.date))];
  return (
    <>
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={css.dayTitle}>
            {formatWeekdayDate(day, lang)}
            {isEveningBefore({ date: day }, listing.occasion, listing.date) ? t("eveningBefore") : ""}
          </h2>
          <ServiceList services={listing.services.filter((s) => s.date === day)} listing={listing} />
        </section>
      ))}
    </>
  );
}

/** The services; `withDay` names each one's day when it is not the occasion's (the list is not by day). */
function ServiceList({ services, listing, withDay = false }: { services: HolidayService[]; listing: HolidayListing; withDay?: boolean }) {
  const t = useText(holidaysText);
  const path = usePath();
  const lang = useLang();
  return (
    <ul className={css.list}>
      {services.map((s, i) => (
        <li key={`${s.church.id}-${s.date}-${s.time}-${i}`} className={css.row}>
          <span className={css.time}>{serviceHours(s, lang)}</span>
          <div>
            <h3 className={css.church}>
              <a href={path(routes.church(s.church.slug))}>{s.church.name}</a>
            </h3>
            <p className={css.detail}>
              <WithOwnerWords lead={serviceLine({ ...s, title: "", note: "" }, withDay && s.date !== listing.date, lang)} words={[s.title, s.note]} />
            </p>
            <p className={css.detail}>
              {s.church.address}
              {s.distanceMiles !== null ? ` · ${s.distanceMiles < 0.1 ? t("awayUnder") : t("away", { distance: s.distanceMiles })}` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 'Spanish · Midnight Mass · Carols from 10:30', after the service's day when asked. */
function serviceLine(s: HolidayService, withDay: boolean, lang: Lang): string {
  return [withDay ? formatWeekdayDate(s.date, lang) : "", languageLabel(s.language, lang), s.title, s.note].filter(Boolean).join(" · ");
}

/** One marker a church, with its times on the page. */
function mapPoints(services: HolidayService[], lang: Lang, path: (path: string) => string): ServicesMapPoint[] {
  const byChurch = new Map<number, ServicesMapPoint>();
  for (const s of services) {
    if (s.church.latitude === null || s.church.longitude === null) continue;
    const times = `${formatWeekday(s.date, lang)} ${serviceHours(s, lang)}${s.language === "english" ? "" : ` · ${languageLabel(s.language, lang)}`}`;
    const point = byChurch.get(s.church.id);
    if (point) point.times += `, ${times}`;
    else byChurch.set(s.church.id, { lat: s.church.latitude, lng: s.church.longitude, name: s.church.name, href: path(routes.church(s.church.slug)), times });
  }
  return [...byChurch.values()];
}
