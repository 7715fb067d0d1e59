import { byDayPart, relativeDay, serviceAnchor } from "../../../src/contract/holiday-list";
import { formatWeekdayDate, isEveningBefore, type HolidayListing, type HolidayService } from "../../../src/contract/holiday-services";
import { holidaysText } from "../../../src/contract/i18n/holidays-text";
import type { Lang } from "../../../src/contract/i18n/lang";
import { routes } from "../../../src/contract/routes";
import { languageLabel, serviceHours } from "../../../src/contract/service-times/format";
import { useLang, usePath, useText } from "../lang-context";
import { WithOwnerWords } from "../OwnerWords";
import * as css from "../../pages/HolidayServicesPage.css";

/** A service listed with its place in the whole list (from 1): its anchor for 'Show more'. */
export interface Numbered {
  service: HolidayService;
  n: number;
}

/**
 * Services by day (the evening before first; 'Today' or 'Tomorrow' beside its date), then by part
 * of the day with the part's count of every service listed, shown or not yet
 * (docs/service-times.md, Holiday pages).
 */
export function ByDay({ shown, listing, today }: { shown: Numbered[]; listing: HolidayListing; today: string }) {
  const t = useText(holidaysText);
  const lang = useLang();
  const days = [...new Set(shown.map((s) => s.service.date))];
  return (
    <>
      {days.map((day) => {
        const relative = relativeDay(day, today);
        const date = formatWeekdayDate(day, lang);
        const all = byDayPart(listing.services.filter((s) => s.date === day));
        return (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className={css.dayTitle}>
              {relative ? t(relative === "today" ? "day.today" : "day.tomorrow", { date }) : date}
              {isEveningBefore({ date: day }, listing.occasion, listing.date) ? t("eveningBefore") : ""}
            </h2>
            {all.map(({ part, services }) => {
              const listed = shown.filter((s) => s.service.date === day && services.includes(s.service));
              if (listed.length === 0) return null;
              return (
                // Named by its day and its part: 'Evening · 3 services' alone repeats from day to day (axe: landmark-unique).
                <section key={part} aria-labelledby={`day-${day} day-${day}-${part}`}>
                  <h3 id={`day-${day}-${part}`} className={css.partTitle}>
                    {t("part", { part, count: services.length })}
                  </h3>
                  <ServiceList shown={listed} listing={listing} level={4} />
                </section>
              );
            })}
          </section>
        );
      })}
    </>
  );
}

/**
 * The services, each with its anchor; `withDay` names each one's day when it is not the
 * occasion's (the list is not by day). `level`: the church names' heading level.
 */
export function ServiceList({ shown, listing, withDay = false, level = 3 }: { shown: Numbered[]; listing: HolidayListing; withDay?: boolean; level?: 3 | 4 }) {
  const t = useText(holidaysText);
  const path = usePath();
  const lang = useLang();
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className={css.list}>
      {shown.map(({ service: s, n }) => (
        <li key={n} id={serviceAnchor(n)} className={css.row}>
          <span className={css.time}>{serviceHours(s, lang)}</span>
          <div>
            <Heading className={css.church}>
              <a href={path(routes.church(s.church.slug))}>{s.church.name}</a>
            </Heading>
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
