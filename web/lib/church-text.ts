import type { CardChurch } from "../../src/contract/churches";
import { label, type ServiceLanguage } from "../../src/contract/options";

/** 'Traditional worship · Spanish, Bilingual' for cards and profiles. */
export function worshipSummary(church: Pick<CardChurch, "worshipStyle" | "languages">): string {
  const parts: string[] = [];
  if (church.worshipStyle) parts.push(`${label(church.worshipStyle)} worship`);
  if (church.languages.length) parts.push(church.languages.map(label).join(", "));
  return parts.join(" · ");
}

/** tel: link target from a display number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * 'Services in English and Spanish, some of them bilingual.' — 'bilingual' means English and
 * Spanish together (docs/service-times.md), so it names both languages rather than itself.
 */
export function languagesSentence(languages: readonly ServiceLanguage[]): string | null {
  const bilingual = languages.includes("bilingual");
  const named = new Set<ServiceLanguage>([...(bilingual ? (["english", "spanish"] as const) : []), ...languages.filter((l) => l !== "bilingual" && l !== "other")]);
  if (!named.size) return languages.includes("other") ? "Services in other languages." : null;
  const list = new Intl.ListFormat("en", { type: "conjunction" }).format([...named].map(label));
  const more = languages.includes("other") ? ", and in other languages" : "";
  return `Services in ${list}${bilingual ? ", some of them bilingual" : ""}${more}.`;
}

const COUNT_WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

/** 'Four services each week.' in words, as people write it. */
export function weeklyServicesSentence(count: number): string {
  const n = COUNT_WORDS[count] ?? String(count);
  return `${n} service${count === 1 ? "" : "s"} each week.`;
}
