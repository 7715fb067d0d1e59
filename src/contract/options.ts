/**
 * Canonical option lists (docs/product.md D10, D16, D17). Areas and denominations are stored in the
 * database and seeded from these lists; worship styles and languages are fixed enumerations.
 */
export const AREAS = [
  "Downtown",
  "Alamo Heights",
  "Monte Vista",
  "King William",
  "Southtown",
  "Medical Center",
  "Stone Oak",
  "UTSA Area",
  "North Central",
  "Northeast",
  "Northwest",
  "East Side",
  "West Side",
  "South Side",
  "Southeast",
  "Southwest",
] as const;

/**
 * The first ten keep the ids the docs/product.md (management side)'s import guess uses (Presbyterian 1, Episcopal 2,
 * Jewish 3, Lutheran 4, Baptist 6, Church of Christ 7, Methodist 8, Catholic 9, Non-denominational 10).
 */
export const DENOMINATIONS = [
  "Presbyterian",
  "Episcopal",
  "Jewish",
  "Lutheran",
  "Pentecostal",
  "Baptist",
  "Church of Christ",
  "Methodist",
  "Catholic",
  "Non-denominational",
  "Assemblies of God",
  "Anglican",
  "Apostolic",
  "Bible Church",
  "Christian Church (Disciples of Christ)",
  "Church of God in Christ",
  "Church of the Nazarene",
  "Evangelical Free",
  "Greek Orthodox",
  "Antiochian Orthodox",
  "Mennonite",
  "Seventh-day Adventist",
  "Southern Baptist",
  "United Church of Christ",
  "Vineyard",
  "Foursquare",
  "AME",
  "Cumberland Presbyterian",
] as const;

export const WORSHIP_STYLES = [
  "traditional",
  "contemporary",
  "blended",
  "liturgical",
  "gospel",
  "charismatic",
  "other",
] as const;
export type WorshipStyle = (typeof WORSHIP_STYLES)[number];

export const SERVICE_LANGUAGES = ["english", "spanish", "bilingual", "other"] as const;
export type ServiceLanguage = (typeof SERVICE_LANGUAGES)[number];

export const CHURCH_STATUSES = ["approved", "pending", "rejected"] as const;
export type ChurchStatus = (typeof CHURCH_STATUSES)[number];

export const EVENT_CATEGORIES = ["music", "community", "interfaith", "general"] as const;
export const ARTICLE_CATEGORIES = ["faith", "community", "church life", "holidays", "history"] as const;
export const CONTACT_SUBJECTS = [
  "church-listing",
  "advertising",
  "event-submission",
  "technical-support",
  "general-inquiry",
] as const;
export const USER_ROLES = ["owner", "admin"] as const;

export function label(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Who a claimant is to the church they claim (docs/decisions/0035-claim-safeguards.md). */
export const CLAIM_ROLES = ["pastor", "staff", "board", "volunteer", "other"] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];

/**
 * The update request form's role words before it asked the claim form's roles: an API caller may
 * still send them, and migration 0033 moved the stored ones the same way (docs/decisions/0065-one-role-list.md).
 */
export const FORMER_SUBMITTER_ROLES: Readonly<Record<string, ClaimRole>> = {
  "pastor": "pastor",
  "associate pastor": "pastor",
  "church administrator": "staff",
  "church staff": "staff",
  "deacon": "board",
  "elder": "board",
  "board member": "board",
  "volunteer": "volunteer",
  "church member": "other",
};
