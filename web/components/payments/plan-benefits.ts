import { translator } from "../../../src/contract/i18n/catalogue";
import type { Lang } from "../../../src/contract/i18n/lang";
import { plansText } from "../../../src/contract/i18n/plans-text";

/**
 * What each plan gives, in plain words, for /advertise's cards and its comparison table and for the
 * dashboard (docs/decisions/0033-plans.md). Featured Listing is visibility; Premium Membership is
 * everything in Featured plus the owner's insight; the banner is an advert and gives no church anything.
 * The words are the plans catalogue's, in either language (docs/i18n.md).
 */
export type PlanKey = "basic" | "featured" | "premium" | "banner";

const BENEFIT_KEYS = {
  listed: "benefitListed",
  first: "benefitFirst",
  home: "benefitHome",
  marker: "benefitMarker",
  photos: "benefitPhotos",
  analytics: "benefitAnalytics",
  reports: "benefitReports",
  sections: "benefitSections",
  firstVisit: "benefitFirstVisit",
  banner: "benefitBanner",
} as const;
type Benefit = keyof typeof BENEFIT_KEYS;

/** Each benefit's words in a language. */
export function benefitsIn(lang: Lang): Record<Benefit, string> {
  const t = translator(plansText, lang);
  return Object.fromEntries(Object.entries(BENEFIT_KEYS).map(([benefit, key]) => [benefit, t(key)])) as Record<Benefit, string>;
}

export const BENEFITS = benefitsIn("en");

/** The comparison's rows: which plans give each benefit. */
export const COMPARED: { benefit: Benefit; in: PlanKey[] }[] = [
  { benefit: "listed", in: ["basic", "featured", "premium"] },
  { benefit: "first", in: ["featured", "premium"] },
  { benefit: "home", in: ["featured", "premium"] },
  { benefit: "marker", in: ["featured", "premium"] },
  { benefit: "photos", in: ["featured", "premium"] },
  { benefit: "analytics", in: ["premium"] },
  { benefit: "reports", in: ["premium"] },
  { benefit: "sections", in: ["premium"] },
  { benefit: "firstVisit", in: ["premium"] },
  { benefit: "banner", in: ["banner"] },
];

/** Each paid plan's card in a language: 3–5 benefits, the plan's own first (/advertise, /subscribe, /thanks). */
export function cardBenefitsIn(lang: Lang): Record<Exclude<PlanKey, "basic">, string[]> {
  const t = translator(plansText, lang);
  const benefits = benefitsIn(lang);
  return {
    featured: [benefits.first, benefits.home, benefits.marker, benefits.photos],
    premium: [t("benefitEverythingFeatured"), benefits.analytics, benefits.reports, benefits.sections],
    banner: [benefits.banner, t("benefitSeenByAll"), t("benefitNoListing")],
  };
}

export const CARD_BENEFITS = cardBenefitsIn("en");

/** What Premium Membership adds to a Featured Listing: the dashboard shows it to a Featured owner. */
export const PREMIUM_ADDS: string[] = COMPARED.filter((row) => row.in.includes("premium") && !row.in.includes("featured")).map((row) => BENEFITS[row.benefit]);
