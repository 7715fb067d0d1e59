import { madeOnce } from "../made-once";
import { intlLocale, type Lang } from "./lang";

const formats = {
  en: madeOnce(() => new Intl.DateTimeFormat(intlLocale.en, { timeZone: "UTC", month: "short", day: "numeric" })),
  es: madeOnce(() => new Intl.DateTimeFormat(intlLocale.es, { timeZone: "UTC", month: "short", day: "numeric" })),
};
const utc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** A calendar day ('YYYY-MM-DD') as a line of times says it: 'Dec 24'; in Spanish '24 dic'. */
export const formatShortDate = (date: string, lang: Lang) => formats[lang]().format(utc(date));
