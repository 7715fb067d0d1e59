// Visit facts (docs/visit-facts.md): the fixed list of what a first-time visitor asks after 'when',
// shared by server and browser. No validator library here: the directory island ships this file;
// the schemas are in visit-facts-schema.ts.

/** Access facts by their stable keys, in the order every screen lists them. */
export const ACCESS_FACTS = ["step-free", "accessible-parking", "accessible-restroom", "wheelchair-seating", "hearing-loop", "asl", "large-print", "sensory-friendly"] as const;
/** Family facts by their stable keys. */
export const FAMILY_FACTS = ["nursery", "children", "youth"] as const;
export type AccessFact = (typeof ACCESS_FACTS)[number];
export type FamilyFact = (typeof FAMILY_FACTS)[number];
export type FactKey = AccessFact | FamilyFact;
export const FACT_GROUPS = { access: ACCESS_FACTS, family: FAMILY_FACTS } as const;
export type FactGroup = keyof typeof FACT_GROUPS;

/** Yes, no, or not said (null). */
export type FactValue = boolean | null;
export type AccessFacts = Record<AccessFact, FactValue>;
export type FamilyFacts = Record<FamilyFact, FactValue>;

/** The group names as the directory's fieldsets and the profile's headings read them. */
export const GROUP_LABELS: Record<FactGroup, string> = { access: "Access", family: "Families" };

/**
 * The directory's short words for each fact (its checkboxes, chips and the cards' badges): the
 * island ships these, not the profile's longer labels (docs/decisions/0028-phone-directory.md, budget).
 */
export const FILTER_LABELS: Record<FactKey, string> = {
  "step-free": "Step-free",
  "accessible-parking": "Accessible parking",
  "accessible-restroom": "Accessible restroom",
  "wheelchair-seating": "Wheelchair seating",
  "hearing-loop": "Hearing loop",
  asl: "ASL",
  "large-print": "Large print or Braille",
  "sensory-friendly": "Sensory-friendly",
  nursery: "Nursery",
  children: "Children's program",
  youth: "Youth group",
};

/** The facts a church card shows as small badges when true, in their short words. */
export const CARD_BADGES = ["step-free", "asl", "nursery"] as const satisfies readonly FactKey[];

/**
 * A card's badges: the true facts among CARD_BADGES and those the visitor searched for (every
 * match has them), in the order every screen lists facts (docs/visit-facts.md, Search).
 */
export function cardBadges(facts: Record<FactKey, FactValue>, asked: readonly FactKey[] = []): FactKey[] {
  return [...ACCESS_FACTS, ...FAMILY_FACTS].filter((key) => facts[key] === true && ((CARD_BADGES as readonly FactKey[]).includes(key) || asked.includes(key)));
}

export const accessMessage = `access is a list of ${ACCESS_FACTS.join(", ")}`;
export const familyMessage = `family is a list of ${FAMILY_FACTS.join(", ")}`;

/**
 * A comma-separated list of a group's keys ('step-free,asl'), each once, in the list's order;
 * undefined when blank; null when a key is not one of the group's.
 */
export function readFactList<K extends string>(keys: readonly K[], text: string | null | undefined): K[] | undefined | null {
  const parts = (text ?? "").split(",").map((p) => p.trim().toLowerCase()).filter(Boolean);
  if (!parts.length) return undefined;
  if (parts.some((p) => !(keys as readonly string[]).includes(p))) return null;
  return keys.filter((k) => parts.includes(k));
}

/** Every value of a repeated parameter (a GET form's checkboxes: access=step-free&access=asl) as one list. */
export const joinedParam = (params: URLSearchParams, name: string) => params.getAll(name).join(",");


export interface PracticalFacts {
  parking: "on-site" | "street" | "garage" | null;
  /** The livestream's web address. */
  livestream: string | null;
  /** Typical service length in minutes. */
  serviceMinutes: number | null;
  dress: "casual" | "mixed" | "formal" | null;
  /** 'What to expect on your first visit'; '' when not said. */
  firstVisit: string;
}

/** Every answer about a church carries these, every key present. */
export interface VisitFacts {
  access: AccessFacts;
  family: FamilyFacts;
  practical: PracticalFacts;
}

