import type { CardChurch } from "../../src/contract/churches";
import { label } from "../../src/contract/options";

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
