import type { ChurchProfile } from "../../contract/churches";
import { churchIn } from "../../contract/churches";
import type { Point } from "../../contract/distance";
import { translator } from "../../contract/i18n/catalogue";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { shortlistText } from "../../contract/i18n/shortlist-text";
import { visitFactsText } from "../../contract/i18n/visit-facts-text";
import { vocabularyIn } from "../../contract/i18n/vocabulary-text";
import { routes } from "../../contract/routes";
import { formatMiles } from "../../contract/service-search";
import { formatService, sortServices } from "../../contract/service-times/format";
import { COMPARE_MAX, sharedListPath, type ComparedChurch, type ShortlistView } from "../../contract/shortlist";
import { FACT_GROUPS, type FactGroup } from "../../contract/visit-facts";
import type { Db } from "../../db/client";
import { findChurch } from "../churches/service";
import { mergeOnSignIn } from "./account";
import { shortlistCookie, shortlistFromCookies } from "./cookie";

export { accountShortlist, mergeShortlists } from "./account";

/**
 * Signing in (src/features/accounts/doors.ts): the browser's list, from its Cookie header, joins
 * the account's; answers the cookie to set with the merged list, or null when both are empty.
 */
export function mergeShortlistOnSignIn(db: Db, secret: string, userId: number, cookies: string | null, secure: boolean) {
  const ids = mergeOnSignIn(db, userId, shortlistFromCookies(secret, cookies));
  return ids.length ? shortlistCookie(secret, ids, secure) : null;
}

/** The churches of a list, by ids (a cookie) or slugs (a shared link); gone or unknown ones are left out. */
export function listedChurches(db: Db, keys: readonly (number | string)[], near?: Point): ChurchProfile[] {
  return keys.map((key) => findChurch(db, String(key), near)).filter((church): church is ChurchProfile => church !== null);
}

/** Which churches to compare: the picked ones of the list (at most COMPARE_MAX), or the first ones. */
export function comparedOf<T extends { id: number }>(churches: readonly T[], picked: readonly number[]): T[] {
  const chosen = churches.filter((church) => picked.includes(church.id));
  return (chosen.length ? chosen : churches).slice(0, COMPARE_MAX);
}

function factsSaid(church: ChurchProfile, group: FactGroup, lang: Lang): string[] | null {
  const t = translator(visitFactsText, lang);
  const values = group === "access" ? (church.access as Record<string, boolean | null>) : (church.family as Record<string, boolean | null>);
  const keys = FACT_GROUPS[group];
  if (keys.every((key) => values[key] === null)) return null;
  return keys.filter((key) => values[key] === true).map((key) => t(`long.${key}`));
}

/** A church's column in the page's language, as of `now`. */
export function comparedChurch(church: ChurchProfile, lang: Lang, now: Date): ComparedChurch {
  const shown = churchIn(church, lang, now);
  const words = vocabularyIn(lang);
  const t = translator(shortlistText, lang);
  const facts = translator(visitFactsText, lang);
  const p = church.practical;
  return {
    id: church.id,
    slug: church.slug,
    name: church.name,
    kind: [church.denomination && words.denomination(church.denomination), church.area && words.area(church.area)].filter(Boolean).join(" · "),
    next: shown.nextServiceLabel,
    sunday: sortServices(church.serviceTimes.filter((s) => s.day === "sunday")).map((s) => formatService(s, lang).replace(/^\S+ /, "")),
    languages: church.languages.map(words.language),
    style: church.worshipStyle && words.style(church.worshipStyle),
    distance: church.distanceMiles === undefined ? null : t("away", { distance: formatMiles(church.distanceMiles) }),
    access: factsSaid(church, "access", lang),
    family: factsSaid(church, "family", lang),
    firstVisit: p.firstVisit.length > 240 ? `${p.firstVisit.slice(0, 239).trimEnd()}…` : p.firstVisit,
    practical: [
      p.parking && t("parkingValue", { parking: facts(`parking.${p.parking}`) }),
      p.serviceMinutes && facts("serviceLengthValue", { minutes: p.serviceMinutes }),
      p.dress && t("dressValue", { dress: facts(`dress.${p.dress}`) }),
    ].filter((line): line is string => Boolean(line)),
    calendar: localePath(lang, routes.churchCalendar(church.slug)),
  };
}

/** The page's view of a list: its churches, the ones compared and the share link. */
export function shortlistView(churches: readonly ChurchProfile[], picked: readonly number[], shared: boolean, lang: Lang, now = new Date()): ShortlistView {
  const compared = comparedOf(churches, picked).map((church) => comparedChurch(church, lang, now));
  return {
    shared,
    saved: churches.map(({ id, slug, name }) => ({ id, slug, name })),
    compared,
    sharePath: compared.length ? localePath(lang, sharedListPath(compared.map((c) => c.slug))) : null,
  };
}
