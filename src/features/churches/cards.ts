import { toCardChurch, type CardChurch, type PublicChurch } from "../../contract/churches";
import type { FactKey } from "../../contract/visit-facts";
import type { Lang } from "../../contract/i18n/lang";
import { cardNotice } from "../../contract/service-times/notice-words";
import { centralClock } from "../../contract/service-times/calendar-days";

/**
 * A church's card as the server sends it: the contract's card and, when a service is cancelled,
 * moved or changed in the coming fortnight, its first notice in words. The words are written here,
 * not in the browser: the profile's catalogue stays out of the directory's JavaScript. `asked`: the
 * visit facts the search asked for, which the card shows as badges.
 */
export function cardOf(church: PublicChurch, lang: Lang, now: Date, asked: readonly FactKey[] = []): CardChurch {
  const notice = cardNotice(church.notices, lang, centralClock(now).date);
  return { ...toCardChurch(church, lang, now, asked), ...(notice ? { notice } : {}) };
}
