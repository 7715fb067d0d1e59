/**
 * What each plan gives, in plain words, for /advertise's cards and its comparison table and for the
 * dashboard (docs/decisions/0033-plans.md). Featured Listing is visibility; Premium Membership is
 * everything in Featured plus the owner's insight; the banner is an advert and gives no church anything.
 */
export type PlanKey = "basic" | "featured" | "premium" | "banner";

export const BENEFITS = {
  listed: "Your church in the directory: address, phone, service times and map location",
  first: "Shown before other churches in search results",
  home: "On the home page under Featured Churches",
  marker: "A larger gold marker on the map",
  photos: "Your photos and full description on your church's card",
  analytics: "Visitor analytics for your church, compared with churches of your denomination",
  reports: "Monthly performance reports",
  sections: "Extra profile sections: pastor, mission, history, programs, social links and logo",
  firstVisit: "A longer note for first-time visitors: 1,000 characters instead of 280",
  banner: "Your own banner, with a link, in the directory's advertising space once we approve it",
} as const;
type Benefit = keyof typeof BENEFITS;

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

/** Each paid plan's card: 3–5 benefits, the plan's own first (/advertise, /subscribe, /thanks). */
export const CARD_BENEFITS: Record<Exclude<PlanKey, "basic">, string[]> = {
  featured: [BENEFITS.first, BENEFITS.home, BENEFITS.marker, BENEFITS.photos],
  premium: ["Everything in a Featured Listing", BENEFITS.analytics, BENEFITS.reports, BENEFITS.sections],
  banner: [BENEFITS.banner, "Seen by everyone who searches the directory", "No church listing needed"],
};

/** What Premium Membership adds to a Featured Listing: the dashboard shows it to a Featured owner. */
export const PREMIUM_ADDS: string[] = COMPARED.filter((row) => row.in.includes("premium") && !row.in.includes("featured")).map((row) => BENEFITS[row.benefit]);
