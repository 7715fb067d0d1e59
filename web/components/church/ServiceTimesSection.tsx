import type { ChurchProfile } from "../../../src/contract/churches";
import { profileText, serviceKind } from "../../../src/contract/i18n/profile-text";
import { intlLocale, type Lang } from "../../../src/contract/i18n/lang";
import { madeOnce } from "../../../src/contract/made-once";
import { routes } from "../../../src/contract/routes";
import { servicesFreshnessOn } from "../../../src/contract/service-times/freshness";
import { DETAIL_SEPARATOR, serviceDetails, serviceHours } from "../../../src/contract/service-times/format";
import { specialServiceLine } from "../../../src/contract/service-times/lines";
import { WEEKDAYS } from "../../../src/contract/service-times/options";
import { WithOwnerWords } from "../OwnerWords";
import { ServiceNotices } from "./ServiceNotices";
import { WatchOnline } from "./WatchOnline";
import { useLang, usePath, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";
import * as css from "./ServiceTimes.css";
import { translator } from "../../../src/contract/i18n/catalogue";

/** Where a church's calendar is: subscribed to (webcal://) or downloaded (https://). */
export interface CalendarLinks {
  subscribe: string;
  download: string;
}

/**
 * The profile's service times (docs/service-times.md, The profile): the weekly services by day,
 * the rows still to review as written, the coming special services, the calendar links and how
 * fresh the times are. `today` is San Antonio's day the page was made ('YYYY-MM-DD').
 */
export function ServiceTimesSection({ church, calendar, today }: { church: ChurchProfile; calendar: CalendarLinks; today: string }) {
  const t = useText(profileText);
  const lang = useLang();
  const path = usePath();
  const words = useVocabulary();
  const kind = serviceKind(church.denomination);
  // The owner's notes are content in English on the Spanish page (docs/i18n.md, Content).
  const written = lang === "es" ? "en" : undefined;
  if (church.services.length === 0 && church.specialServices.length === 0) {
    return <p>{t("timesNotListed", { kind })}</p>;
  }
  const days = WEEKDAYS.map((day) => ({ day, services: church.serviceTimes.filter((s) => s.day === day) })).filter((d) => d.services.length > 0);
  const freshness = servicesFreshnessText(church.servicesConfirmedAt, today, lang, kind);
  return (
    <>
      <ServiceNotices notices={church.notices} today={today} />
      {days.length ? (
        <dl className={css.days} aria-label={t("weeklyServices", { kind })}>
          {days.map(({ day, services }) => (
            <div key={day} className={css.day}>
              <dt className={css.dayName}>{words.day(day)}</dt>
              <dd className={css.times}>
                <ul className={css.times}>
                  {services.map((s, i) => (
                    <li key={i}>
                      {[serviceHours(s, lang), ...serviceDetails(written ? { ...s, note: "" } : s, lang)].join(DETAIL_SEPARATOR)}
                      {written && s.note ? <span lang={written}>{DETAIL_SEPARATOR + s.note}</span> : null}
                      <WatchOnline service={s} />
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {church.servicesToReview.length ? (
        <>
          <h3 className={css.subTitle}>{t("otherTimes")}</h3>
          <ul className={css.list}>
            {church.servicesToReview.map((s, i) => (
              <li key={i} lang={written}>
                {s.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {church.specialServices.length ? (
        <>
          <h3 className={css.subTitle}>{t("specialServices", { kind })}</h3>
          <ul className={css.list}>
            {church.specialServices.map((s, i) => (
              <li key={i}>
                <WithOwnerWords lead={specialServiceLine({ ...s, title: "", note: "" }, lang)} words={[s.title, s.note]} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={css.links}>
        <a href={calendar.subscribe}>{t("subscribeCalendar")}</a>
        <a href={calendar.download} download>
          {t("downloadCalendar")}
        </a>
      </p>
      <p className={freshness.stale ? css.stale : css.fresh}>
        {freshness.text}
        {freshness.stale ? (
          <>
            {" "}
            <a href={path(`${routes.verifyChurch}/${church.id}`)}>{t("sendTimes")}</a>
          </>
        ) : null}
      </p>
    </>
  );
}


const monthYear = { en: madeOnce(() => new Intl.DateTimeFormat(intlLocale.en, { timeZone: "America/Chicago", month: "long", year: "numeric" })), es: madeOnce(() => new Intl.DateTimeFormat(intlLocale.es, { timeZone: "America/Chicago", month: "long", year: "numeric" })) };

/**
 * How fresh a church's service times are, in the profile's words: 'Service times confirmed 12 days
 * ago'; past a year 'Service times not confirmed since March 2025. These service times may be out
 * of date.'; never confirmed, the second sentence alone.
 */
export function servicesFreshnessText(confirmedAt: string | null, today: string, lang: Lang = "en", kind = "other"): { text: string; stale: boolean } {
  const t = translator(profileText, lang);
  const { label, stale } = servicesFreshnessOn(confirmedAt, today, lang);
  if (!stale) return { text: t("timesConfirmed", { kind, when: label }), stale };
  const since = confirmedAt === null ? "" : `${t("timesNotSince", { kind, date: monthYear[lang]().format(new Date(confirmedAt)) })} `;
  return { text: `${since}${t("timesStale", { kind })}`, stale };
}
