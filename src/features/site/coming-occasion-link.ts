import { translator } from "../../contract/i18n/catalogue";
import { homeText } from "../../contract/i18n/home-text";
import type { Lang } from "../../contract/i18n/lang";
import { formatWeekdayDate } from "../../contract/holiday-services";
import type { DatedOccasion } from "../../contract/service-times/occasions";

const NAME_KEYS: Record<DatedOccasion, keyof typeof homeText.en> = {
  "christmas-eve": "occasionChristmasEve",
  "christmas-day": "occasionChristmasDay",
  "new-years-eve": "occasionNewYearsEve",
  "ash-wednesday": "occasionAshWednesday",
  "palm-sunday": "occasionPalmSunday",
  "holy-thursday": "occasionHolyThursday",
  "good-friday": "occasionGoodFriday",
  "easter-vigil": "occasionEasterVigil",
  "easter-sunday": "occasionEasterSunday",
  thanksgiving: "occasionThanksgiving",
  "las-posadas": "occasionLasPosadas",
  "dia-de-los-muertos": "occasionDiaDeLosMuertos",
};

const spanishDay = new Intl.DateTimeFormat("es-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });

/** '2026-11-02' → 'lunes 2 de noviembre', written from the parts so every ICU agrees (docs/i18n.md, Catalogues). */
function spanishWeekdayDate(date: string): string {
  const at = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const p = Object.fromEntries(spanishDay.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} de ${p.month}`;
}

/** The home page's link to a coming occasion's services: 'Christmas Eve services · Thursday, December 24'. */
export function comingOccasionLink(occasion: DatedOccasion, date: string, lang: Lang): string {
  const t = translator(homeText, lang);
  return t("comingServices", { occasion: t(NAME_KEYS[occasion]), date: lang === "es" ? spanishWeekdayDate(date) : formatWeekdayDate(date) });
}
