import type { ChurchFilters } from "./church-queries";
import type { ServiceLanguage, WorshipStyle } from "./options";
import type { ServiceToReview } from "./service-times/fields";
import type { SpecialService } from "./service-times/occasions";
import type { Notice } from "./service-times/occurrences";
import type { CardNotice } from "./service-times/notice-words";
import { formatService, serviceStringsIn } from "./service-times/format";
import type { Lang } from "./i18n/lang";
import { serviceLabel, type MatchingService, type NextService } from "./service-times/next";
import type { WeeklyService } from "./service-times/options";
import { cardBadges, type FactKey, type VisitFacts } from "./visit-facts";

export type { ChurchFilters, ChurchListQuery, ClickType } from "./church-queries";

/**
 * Churches on a directory page: the matches as one list, featured first, 18 a page
 * (docs/decisions/0028-phone-directory.md): a page's featured churches are the carousel over the others.
 */
export const DIRECTORY_PAGE_SIZE = 18;
/** Featured churches per page of /featured. */
export const FEATURED_LIMIT = 24;
/** The last page any list serves. */
export const MAX_PAGE = 10_000;
/** API list limits: every list is bounded (docs/product.md D18). */
export const API_DEFAULT_LIMIT = 50;
export const API_MAX_LIMIT = 100;
/** The map gets at most this many points; beyond it the filters narrow the view. */
export const MAP_POINT_LIMIT = 5000;
/** The directory map asks for boxes on a grid of this many degrees (docs/decisions/0045-map-pins-in-view.md). */
export const MAP_BOX_STEP = 0.25;


/** The filters as a query string (for links, the URL and API calls), without blanks. */
export function filtersToQuery(filters: Partial<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== "") params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A church as the public API and pages show it (docs/product.md V3). */
export interface PublicChurch extends VisitFacts {
  id: number;
  slug: string;
  name: string;
  /** The Spanish name, or '' when none (from OpenStreetMap's `name:es`); Spanish pages show it instead of `name`. */
  nameEs: string;
  description: string;
  denomination: string | null;
  area: string | null;
  address: string;
  zip: string;
  phone: string | null;
  website: string | null;
  /** Strings, as the spec's wire format has them; parse with Number(). */
  latitude: string | null;
  longitude: string | null;
  logoImage: string | null;
  heroImage: string | null;
  /** Display strings derived from the weekly services (docs/service-times.md). */
  services: string[];
  /** The weekly services, by day (Sunday first) and time. */
  serviceTimes: WeeklyService[];
  /** Services the parser could not read for sure, as written, for the owner or an admin to complete. */
  servicesToReview: ServiceToReview[];
  /** Special services from today on, by date. */
  specialServices: SpecialService[];
  /** The next weekly service on San Antonio's clock when the answer was made; a cancelled one skipped, a moved one at its new time. */
  nextService: NextService | null;
  /** The coming 14 days' cancellations, moves and changes, by date (docs/service-times.md, Exceptions). */
  notices: Notice[];
  /** The same as visitors read it: 'Today 6:30 PM', 'Sunday 9:00 AM · Spanish'. */
  nextServiceLabel: string | null;
  /** Lists searched with `near` only: miles from that point, two decimals. */
  distanceMiles?: number;
  /**
   * Lists searched by day, date, time or kind only: the matching service that starts soonest; a
   * search by a day or a date gives the date it happens and its time that date (a moved service's new one).
   */
  matchingService?: MatchingService | null;
  /** When an owner or an admin last saved or confirmed the times (ISO), or null. */
  servicesConfirmedAt: string | null;
  featured: boolean;
  isPremium: boolean;
  youtubeChannel: string | null;
  recentSermons: string[];
  worshipStyle: WorshipStyle | null;
  languages: ServiceLanguage[];
}

/** The service fields every answer about a church carries (docs/service-times.md). */
export type ChurchServiceFields = Pick<PublicChurch, "services" | "serviceTimes" | "servicesToReview" | "specialServices" | "nextService" | "servicesConfirmedAt">;

/** The profile adds what premium churches tell about themselves. */
export interface ChurchProfile extends PublicChurch {
  /** The owner's Spanish description, or '' when none; the Spanish profile shows it instead of `description`. */
  descriptionEs: string;
  pastorName: string | null;
  missionStatement: string | null;
  history: string | null;
  specialPrograms: string | null;
  youthPrograms: string | null;
  musicMinistry: string | null;
  outreachPrograms: string | null;
  facebookPage: string | null;
  instagramHandle: string | null;
}

/** One point of the directory map: [id, lat, lng, featured 0|1]. */
/** A church on the directory map: id, latitude, longitude, featured, name (markers are named for screen readers). */
export type MapPoint = [number, number, number, 0 | 1, string];

/** A maps search for the address, opened in a new tab ('Get Directions'). */
export function directionsUrl(address: string, zip?: string): string {
  const query = zip && !address.includes(zip) ? `${address} ${zip}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'San Antonio, TX 78205' under the first address segment (docs/product.md V2, church card). */
export function addressLines(address: string, zip: string): [string, string] {
  return [address.split(",")[0]!.trim(), `San Antonio, TX ${zip}`.trim()];
}

/** What a church card needs: islands receive this, not the whole church. */
export type CardChurch = Pick<
  PublicChurch,
  "id" | "slug" | "name" | "description" | "denomination" | "area" | "address" | "zip" | "phone" | "heroImage" | "services" | "featured" | "isPremium" | "worshipStyle" | "languages" | "nextServiceLabel" | "distanceMiles"
> & {
  /** The matching service as a display string ('Sunday 9:00 AM · Spanish'), when the search named a service. */
  matchingService?: string | null;
  /** The card's badges: which of step-free access, ASL and a nursery the church has, and the facts searched for (docs/visit-facts.md). */
  badges: FactKey[];
  /** The first of the coming fortnight's notices, in words ('Cancelled: Sunday, Nov 29, 9:00 AM'): written on the server. */
  notice?: CardNotice;
  /** Where the matching service, or else the next one, can be watched online (docs/service-times.md, Attendance). */
  watchUrl?: string;
};

/**
 * A church with its next service's label and its service strings in a language, as of `now`: English
 * is the church as stored; in Spanish both are written again (docs/i18n.md).
 */
export function churchIn<T extends Pick<PublicChurch, "name" | "nameEs" | "services" | "serviceTimes" | "nextService" | "nextServiceLabel">>(church: T, lang: Lang, now = new Date()): T {
  if (lang === "en") return church;
  return { ...church, name: nameIn(church, lang), services: serviceStringsIn(church, lang), nextServiceLabel: church.nextService ? serviceLabel(church.nextService, now, lang) : null };
}

/** A church's name in a page's language: its Spanish name on Spanish pages when it has one (docs/city-data.md). */
export const nameIn = (church: Pick<PublicChurch, "name" | "nameEs">, lang: Lang) => (lang === "es" && church.nameEs ? church.nameEs : church.name);

/** The stream of the service a card names: the matching one when the search named a service, else the next. */
function watchUrlOf({ matchingService, nextService }: Pick<PublicChurch, "matchingService" | "nextService">): { watchUrl?: string } {
  const service = matchingService === undefined ? nextService : matchingService;
  return service?.streamUrl ? { watchUrl: service.streamUrl } : {};
}

/**
 * A church's card; in Spanish its service strings and labels are written again in Spanish (docs/i18n.md), as of `now`.
 * `asked`: the visit facts the search asked for, shown as badges too.
 */
export function toCardChurch(church: PublicChurch, lang: Lang = "en", now = new Date(), asked: readonly FactKey[] = []): CardChurch {
  return {
    id: church.id,
    slug: church.slug,
    name: nameIn(church, lang),
    // Only featured cards show the description, three lines of it.
    description: church.featured ? church.description.slice(0, 320) : "",
    denomination: church.denomination,
    area: church.area,
    address: church.address,
    zip: church.zip,
    phone: church.phone,
    heroImage: church.heroImage,
    services: serviceStringsIn(church, lang).slice(0, 4),
    featured: church.featured,
    isPremium: church.isPremium,
    worshipStyle: church.worshipStyle,
    languages: church.languages,
    nextServiceLabel: lang === "en" || !church.nextService ? church.nextServiceLabel : serviceLabel(church.nextService, now, lang),
    badges: cardBadges({ ...church.access, ...church.family }, asked),
    ...(church.distanceMiles === undefined ? {} : { distanceMiles: church.distanceMiles }),
    ...(church.matchingService === undefined ? {} : { matchingService: church.matchingService && formatService(church.matchingService, lang) }),
    ...watchUrlOf(church),
  };
}
