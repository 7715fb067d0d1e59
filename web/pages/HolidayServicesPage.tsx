import { formatWeekday, type HolidayListing, type HolidayService } from "../../src/contract/holiday-services";
import { HOLIDAY_STEP, type HolidayMoment } from "../../src/contract/holiday-list";
import { SERVICE_LANGUAGES } from "../../src/contract/options";
import { holidaysText } from "../../src/contract/i18n/holidays-text";
import type { Lang } from "../../src/contract/i18n/lang";
import { useLang, usePath, useText } from "../components/lang-context";
import { useVocabulary } from "../components/use-vocabulary";
import { routes } from "../../src/contract/routes";
import { languageLabel, serviceHours } from "../../src/contract/service-times/format";
import * as dir from "../components/Directory.css";
import { Island } from "../components/Island";
import { ByDay, ServiceList } from "../components/holidays/HolidayServiceList";
import { PageHeader } from "../components/PageHeader";
import { usePageContext } from "../components/page-context";
import { button, container, section } from "../components/ui.css";
import type { ServicesMapPoint } from "../islands/ServicesMap";
import * as css from "./HolidayServicesPage.css";

/** The list as far as it is shown: how many, and the address of the longer list ('Show more'), null when all are shown. */
export interface HolidayShown {
  shown: number;
  moreHref: string | null;
}

/** The query as the visitor sent it, to fill the form back in. */
export type HolidayFormValues = Record<"sort" | "language" | "near" | "radius", string>;

const FORM_ID = "holiday-filters";

/**
 * One occasion's services at every church (docs/service-times.md, Holiday pages): a GET form
 * (language; the order once a place gives a choice; 'Use my location' with JavaScript), the
 * churches on a map, the calendar file, and the services by day and part of the day, or by
 * distance, 50 at first and 'Show more' by 50.
 */
export function HolidayServicesPage(props: {
  listing: HolidayListing;
  heading: string;
  moment: HolidayMoment;
  today: string;
  more: HolidayShown;
  values: HolidayFormValues;
  error: string | null;
  calendarHref: string;
}) {
  const { listing, heading, moment, today, more, values, error, calendarHref } = props;
  const { map } = usePageContext();
  const { services, label: occasion } = listing;
  const filtered = values.language !== "" || values.near !== "";
  const byDistance = values.sort === "distance" && !error;
  const t = useText(holidaysText);
  const path = usePath();
  const lang = useLang();
  const words = useVocabulary();
  const numbered = services.slice(0, more.shown).map((service, i) => ({ service, n: i + 1 }));
  return (
    <>
      <PageHeader title={heading} lead={t("lead", { occasion, moment })} />
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
          {/* Without a place there is one order, by time: the choice is offered once a place is known. */}
          {values.near ? (
            <label className={dir.field}>
              {t("order")}
              <select className={dir.input} name="sort" defaultValue={values.sort === "distance" ? "distance" : "time"}>
                <option value="time">{t("order.time")}</option>
                <option value="distance">{t("order.distance")}</option>
              </select>
            </label>
          ) : null}
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
              {byDistance ? <ServiceList shown={numbered} listing={listing} withDay /> : <ByDay shown={numbered} listing={listing} today={today} />}
              {more.moreHref ? (
                <p className={css.more}>
                  {t("shownOf", { shown: numbered.length, count: services.length })}{" "}
                  <a className={button.outline} href={path(more.moreHref)}>
                    {t("more", { count: Math.min(HOLIDAY_STEP, services.length - numbered.length) })}
                  </a>
                </p>
              ) : null}
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
