import { expect, test } from "bun:test";
import { FIRST_VISIT_MAX, FIRST_VISIT_PREMIUM_MAX } from "../visit-fact-details";
import { translator } from "./catalogue";
import { languages } from "./lang";
import { visitFactsText } from "./visit-facts-text";

// The first-visit counter writes its limits in the messages: a `{max, number}` made the church
// form's first Intl.NumberFormat, about 120 ms of its hydration on a slow phone (docs/decisions/0040-first-paint.md).
test("the first-visit counter says each limit as Intl writes the number, in both languages", () => {
  for (const lang of languages) {
    const t = translator(visitFactsText, lang);
    const limit = (max: number) => new Intl.NumberFormat(lang).format(max);
    expect(t("formFirstVisitCount", { count: 12 })).toBe(lang === "en" ? `12 of ${limit(FIRST_VISIT_MAX)} characters` : `12 de ${limit(FIRST_VISIT_MAX)} caracteres`);
    expect(t("formFirstVisitCountPremium", { count: 12 })).toBe(lang === "en" ? `12 of ${limit(FIRST_VISIT_PREMIUM_MAX)} characters` : `12 de ${limit(FIRST_VISIT_PREMIUM_MAX)} caracteres`);
  }
});
