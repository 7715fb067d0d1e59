import { comingWindow, HOLIDAY_LIMIT, type HolidayListing, type HolidayQuery, type HolidayService } from "../../contract/holiday-services";
import { haversineMiles } from "../../contract/distance";
import { DATED_OCCASIONS, OCCASION_LABELS, occasionLabel, type DatedOccasion } from "../../contract/service-times/occasions";
import type { Db } from "../../db/client";
import { translator } from "../../contract/i18n/catalogue";
import { feedsText } from "../../contract/i18n/feeds-text";
import type { Lang } from "../../contract/i18n/lang";
import { centralDay } from "../../lib/dates";
import { occasionCalendar } from "../../lib/service-times/calendar";
import { occasionServices } from "../churches/service";

/** Holiday services: every church's services for an occasion's coming date (docs/service-times.md, Holiday pages). */

const tenths = (miles: number) => Math.round(miles * 10) / 10;

/**
 * The occasion's coming services, the evening before included (vigils): filtered by language,
 * with distances from `near` (within `radius` when given), by date and time or by distance.
 */
export function holidayListing(db: Db, occasion: DatedOccasion, query: HolidayQuery, now = new Date()): HolidayListing {
  const window = comingWindow(occasion, centralDay(now));
  const { near, radius } = query;
  let services: HolidayService[] = occasionServices(db, occasion, { first: window.first, last: window.last, language: query.language, limit: HOLIDAY_LIMIT }).map((s) => ({
    ...s,
    distanceMiles: near && s.church.latitude !== null && s.church.longitude !== null ? tenths(haversineMiles(near, { lat: s.church.latitude, lng: s.church.longitude })) : null,
  }));
  if (near && radius !== undefined) services = services.filter((s) => s.distanceMiles !== null && s.distanceMiles <= radius);
  // Stable: services at the same distance keep their date and time order; churches without a place go last.
  if (query.sort === "distance") services = services.sort((a, b) => (a.distanceMiles ?? Number.MAX_VALUE) - (b.distanceMiles ?? Number.MAX_VALUE));
  return { occasion, label: OCCASION_LABELS[occasion], ...window, services };
}

/**
 * The listing as a calendar file (RFC 5545): every service listed, on San Antonio's wall clock;
 * its name, words and links in `lang` (/es/services/{occasion}.ics).
 */
export function holidayCalendar(listing: HolidayListing, origin: string, now = new Date(), lang: Lang = "en"): string {
  return occasionCalendar({
    name: translator(feedsText, lang)("holidayCalendarName", { occasion: occasionLabel(listing.occasion, lang) }),
    occasion: listing.occasion,
    services: listing.services.map(({ church, distanceMiles: _, ...s }) => ({ ...s, church })),
    origin,
    now,
    lang,
  });
}

/** Every occasion with its coming date, soonest first (the /services index). */
export function comingOccasions(now = new Date()): { occasion: DatedOccasion; label: string; date: string }[] {
  const today = centralDay(now);
  return DATED_OCCASIONS.map((occasion) => ({ occasion, label: OCCASION_LABELS[occasion], date: comingWindow(occasion, today).date })).sort((a, b) => a.date.localeCompare(b.date));
}
