import { defineCatalogue, translator } from "./catalogue";
import type { Lang } from "./lang";
import en from "./messages/en/congregation.json";
import es from "./messages/es/congregation.json";

/**
 * The sentence a profile says about a church from its denomination and area ('A Baptist
 * congregation downtown', 'Una congregación sin denominación en el Lado Oeste'), and the page's
 * description around it (docs/i18n.md, Generated sentences). Each denomination and area has the
 * form the sentence needs in each language: Spanish puts the denomination after the noun in lower
 * case and most areas after an article; a value the lists do not know reads as stored.
 */
export const congregationText = defineCatalogue(en, es);
type Key = keyof typeof en;

/** The sentence, or '' when the church names neither a denomination nor an area. */
export function congregationSentence(church: { denomination: string | null; area: string | null }, lang: Lang): string {
  const t = translator(congregationText, lang);
  const own = (key: string, fallback: () => string) => (key in congregationText[lang] ? t(key as Key) : fallback());
  const denomination = church.denomination && own(`denomination.${church.denomination}`, () => church.denomination!);
  const area = church.area && own(`area.${church.area}`, () => t("inArea", { area: church.area! }));
  if (denomination && area) return t("about", { denomination, area });
  if (denomination) return t("aboutDenomination", { denomination });
  return area ? t("aboutArea", { area }) : "";
}

/** The profile's page description: its name and city, the sentence, and what the church wrote in the page's language when it did. */
export function profileDescription(church: { name: string; denomination: string | null; area: string | null }, description: string, lang: Lang): string {
  return translator(congregationText, lang)("headDescription", { name: church.name, about: congregationSentence(church, lang), description }).replace(/\s+/g, " ").trim();
}
