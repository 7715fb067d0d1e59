import { congregationSentence } from "../../contract/i18n/congregation-text";
import { addressLines, nameIn, type ChurchProfile } from "../../contract/churches";
import type { ServiceLanguage } from "../../contract/options";
import { formatService } from "../../contract/service-times/format";
import { occasionLabel, type SpecialService } from "../../contract/service-times/occasions";
import { DAY_LABELS, WEEKDAYS, isOnline, type WeeklyService } from "../../contract/service-times/options";
import { fromMinutes, toMinutes } from "../../contract/service-times/time";
import { addDays, centralClock, weekdayOf } from "../../contract/service-times/calendar-days";
import { isDateNotice, type DateNotice, type Notice } from "../../contract/service-times/occurrences";
import { centralIso, centralToUtc } from "../../lib/dates";
import { ACCESS_FACTS, FAMILY_FACTS } from "../../contract/visit-facts";
import { FACT_LABELS } from "../../contract/visit-fact-details";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { structuredDataText } from "../../contract/i18n/structured-data-text";
import { visitFactsText } from "../../contract/i18n/visit-facts-text";

/**
 * schema.org data for a church profile (docs/service-times.md, JSON-LD; docs/decisions/0024): its
 * weekly services as opening hours, its special services and this fortnight's exceptions as events. A church whose services are
 * only strings still to review keeps the old guess: a service that mentions Sunday gives Sunday
 * 09:00 to 12:00 (docs/product.md V9). Written in the page's language: the words the site writes
 * (days, kinds, occasions, facts) are `lang`'s, the church's Spanish description and notes on a
 * Spanish page; names and what owners wrote in one language only stay as written.
 */
export function churchStructuredData(church: ChurchProfile, pageUrl: string, lang: Lang = "en", now = new Date()): object {
  const [street] = addressLines(church.address, church.zip);
  const address = {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: "San Antonio",
    addressRegion: "TX",
    postalCode: church.zip,
    addressCountry: "US",
  };
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: nameIn(church, lang),
    // What the church wrote, in Spanish when it wrote that; else the sentence its denomination and area make (docs/i18n.md, Generated sentences).
    description: (lang === "es" && church.descriptionEs) || church.description || congregationSentence(church, lang),
    url: pageUrl,
    ...(church.phone ? { telephone: church.phone } : {}),
    ...(church.website ? { sameAs: [church.website] } : {}),
    ...(church.heroImage ? { image: new URL(church.heroImage, pageUrl).toString() } : {}),
    address,
    ...(church.latitude && church.longitude
      ? { geo: { "@type": "GeoCoordinates", latitude: Number(church.latitude), longitude: Number(church.longitude) } }
      : {}),
    ...openingHours(church, lang),
    ...amenities(church, lang),
    ...events(church, { name: church.name, address, url: pageUrl, lang }, centralClock(now)),
  };
}

/** The church an event is at, and the page's language its events are named in. */
type EventPlace = { name: string; address: object; url: string; lang: Lang };

/** 'Sunday 9:00 AM at Grace Church', 'Domingo 9:00 a. m. en Grace Church'. */
const eventName = (what: string, place: EventPlace) => translator(structuredDataText, place.lang)("serviceAt", { service: what, church: place.name });

/**
 * The special services, this fortnight's cancelled, moved and changed services with their status,
 * and the coming date of each service people can watch online (docs/service-times.md, JSON-LD).
 */
function events(church: ChurchProfile, place: EventPlace, today: { date: string; time: string }): object {
  const list = [
    ...church.specialServices.map((s) => specialServiceEvent(s, place)),
    ...church.notices.filter(isDateNotice).flatMap((n) => noticeEvent(n, church.serviceTimes, place)),
    ...church.serviceTimes.filter(isOnline).flatMap((s) => onlineEvent(s, church.notices, place, today)),
  ];
  return list.length ? { event: list } : {};
}

const ATTENDANCE_MODE: Record<WeeklyService["attendance"], string> = {
  "in-person": "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
};

/** How a service is attended and where: the church, its stream, or both (schema.org's VirtualLocation). */
function attendedAt(service: Pick<WeeklyService, "attendance" | "streamUrl">, place: EventPlace): object {
  const building = { "@type": "Place", name: place.name, address: place.address };
  const stream = { "@type": "VirtualLocation", url: service.streamUrl };
  const location = service.attendance === "in-person" ? building : service.attendance === "online" ? stream : [building, stream];
  return { eventAttendanceMode: ATTENDANCE_MODE[service.attendance], location };
}

/** The coming date of an online or hybrid weekly service (within a week; today when it has not begun), unless a notice says it moved or will not happen. */
function onlineEvent(service: WeeklyService, notices: readonly Notice[], place: EventPlace, today: { date: string; time: string }): object[] {
  const inDays = (WEEKDAYS.indexOf(service.day) - WEEKDAYS.indexOf(weekdayOf(today.date)) + 7) % 7;
  const date = addDays(today.date, inDays === 0 && service.time < today.time ? 7 : inDays);
  // Not when that date is changed, or when a temporary schedule or a closure holds then.
  if (notices.some((n) => (isDateNotice(n) ? n.date === date && n.from === service.time : n.from <= date && date <= n.to))) return [];
  const start = centralToUtc(date, Number(service.time.slice(0, 2)), Number(service.time.slice(3, 5)));
  return [
    {
      "@type": "Event",
      name: eventName(formatService({ ...service, note: "" }, place.lang), place),
      startDate: centralIso(start),
      endDate: centralIso(new Date(start.getTime() + service.durationMinutes * 60_000)),
      eventStatus: "https://schema.org/EventScheduled",
      ...attendedAt(service, place),
      isAccessibleForFree: true,
      url: place.url,
    },
  ];
}

const STATUS: Record<DateNotice["kind"], string> = {
  cancelled: "https://schema.org/EventCancelled",
  moved: "https://schema.org/EventRescheduled",
  online: "https://schema.org/EventMovedOnline",
  changed: "https://schema.org/EventScheduled",
};

/** The church's note for a date, in Spanish on a Spanish page when the church gave one. */
const noticeText = (notice: DateNotice, lang: Lang) => (lang === "es" && notice.textEs) || notice.text;

/** One date of a weekly service that is not as usual: cancelled, rescheduled (with its usual start), or changed (the note says how). */
function noticeEvent(notice: DateNotice, weekly: readonly WeeklyService[], place: EventPlace): object[] {
  const service = weekly.find((s) => s.day === weekdayOf(notice.date) && s.time === notice.from);
  if (!service) return [];
  const at = (time: string) => centralToUtc(notice.date, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const start = at(notice.to ?? notice.from);
  return [
    {
      "@type": "Event",
      name: eventName(formatService({ ...service, note: "" }, place.lang), place),
      ...(noticeText(notice, place.lang) ? { description: noticeText(notice, place.lang) } : {}),
      startDate: centralIso(start),
      endDate: centralIso(new Date(start.getTime() + service.durationMinutes * 60_000)),
      eventStatus: STATUS[notice.kind],
      ...(notice.kind === "moved" ? { previousStartDate: centralIso(at(notice.from)) } : {}),
      ...attendedAt(notice.kind === "online" ? { attendance: "online", streamUrl: notice.streamUrl ?? service.streamUrl } : service, place),
      isAccessibleForFree: true,
      url: place.url,
    },
  ];
}

/** The visit facts the church said, yes or no, as amenity features (docs/visit-facts.md, JSON-LD); 'not said' is left out. */
function amenities(church: ChurchProfile, lang: Lang): object {
  const said = [
    ...ACCESS_FACTS.map((k) => [k, church.access[k]] as const),
    ...FAMILY_FACTS.map((k) => [k, church.family[k]] as const),
  ].filter(([, value]) => value !== null);
  if (!said.length) return {};
  const label = (key: (typeof said)[number][0]) => (lang === "en" ? FACT_LABELS[key] : translator(visitFactsText, lang)(`long.${key}`));
  return { amenityFeature: said.map(([key, value]) => ({ "@type": "LocationFeatureSpecification", name: label(key), value })) };
}

function openingHours(church: ChurchProfile, lang: Lang): object {
  if (church.serviceTimes.length) return { openingHoursSpecification: church.serviceTimes.map((s) => serviceHours(s, lang)) };
  if (church.services.some((s) => /sunday/i.test(s))) {
    return { openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "09:00", closes: "12:00" }] };
  }
  return {};
}

/** A weekly service as the hours the church is open for it, named by its display string in the page's language. */
const serviceHours = (s: WeeklyService, lang: Lang) => ({
  "@type": "OpeningHoursSpecification",
  name: formatService(s, lang),
  dayOfWeek: `https://schema.org/${DAY_LABELS[s.day]}`,
  opens: s.time,
  // Past midnight, 'closes' before 'opens' means the next day (schema.org).
  closes: fromMinutes(toMinutes(s.time) + s.durationMinutes),
});

const IN_LANGUAGE: Record<ServiceLanguage, string[]> = { english: ["en"], spanish: ["es"], bilingual: ["en", "es"], other: [] };

function specialServiceEvent(s: SpecialService, church: EventPlace): object {
  const start = centralToUtc(s.date, Number(s.time.slice(0, 2)), Number(s.time.slice(3, 5)));
  const languages = IN_LANGUAGE[s.language];
  return {
    "@type": "Event",
    name: eventName(s.title || occasionLabel(s.occasion, church.lang), church),
    ...(s.note ? { description: s.note } : {}),
    startDate: centralIso(start),
    endDate: centralIso(new Date(start.getTime() + s.durationMinutes * 60_000)),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: true,
    ...(languages.length ? { inLanguage: languages.length === 1 ? languages[0] : languages } : {}),
    location: { "@type": "Place", name: church.name, address: church.address },
    url: church.url,
  };
}
