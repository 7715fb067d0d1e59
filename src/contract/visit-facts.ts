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

export const FACT_LABELS: Record<FactKey, string> = {
  "step-free": "Step-free entrance",
  "accessible-parking": "Accessible parking",
  "accessible-restroom": "Accessible restroom",
  "wheelchair-seating": "Wheelchair seating",
  "hearing-loop": "Hearing loop or assistive listening",
  asl: "ASL interpretation",
  "large-print": "Large-print or Braille materials",
  "sensory-friendly": "Sensory-friendly service",
  nursery: "Nursery or childcare during services",
  children: "Children's programme",
  youth: "Youth group",
};

/** The group names as the directory's fieldsets and the profile's headings read them. */
export const GROUP_LABELS: Record<FactGroup, string> = { access: "Access", family: "Families" };

/** The icon each fact shows beside its label (web/components/church/FactIcon.tsx draws them). */
export type FactIcon = "wheelchair" | "parking" | "restroom" | "seat" | "ear" | "hands" | "book" | "calm" | "baby" | "child" | "group";
export const FACT_ICONS: Record<FactKey, FactIcon> = {
  "step-free": "wheelchair",
  "accessible-parking": "parking",
  "accessible-restroom": "restroom",
  "wheelchair-seating": "seat",
  "hearing-loop": "ear",
  asl: "hands",
  "large-print": "book",
  "sensory-friendly": "calm",
  nursery: "baby",
  children: "child",
  youth: "group",
};

/** The facts a church card shows as small badges when true, with their short words. */
export const CARD_BADGES: readonly (readonly [FactKey, string])[] = [
  ["step-free", "Step-free"],
  ["asl", "ASL"],
  ["nursery", "Nursery"],
];

export const PARKING = ["on-site", "street", "garage"] as const;
export type Parking = (typeof PARKING)[number];
export const PARKING_LABELS: Record<Parking, string> = { "on-site": "On-site lot", street: "Street parking", garage: "Garage nearby" };
export const DRESS = ["casual", "mixed", "formal"] as const;
export type Dress = (typeof DRESS)[number];
export const DRESS_LABELS: Record<Dress, string> = { casual: "Casual", mixed: "Mixed", formal: "Formal" };

/** Typical service length, minutes. */
export const SERVICE_LENGTH_MIN = 10;
export const SERVICE_LENGTH_MAX = 300;
/** 'What to expect on your first visit': premium listings get the long form. */
export const FIRST_VISIT_MAX = 280;
export const FIRST_VISIT_PREMIUM_MAX = 1000;
export const FIRST_VISIT_TOO_LONG = "Keep it under 280 characters (premium listings get 1,000)";
export const FIRST_VISIT_PREMIUM_TOO_LONG = "Keep it under 1,000 characters";
export const firstVisitMax = (premium: boolean) => (premium ? FIRST_VISIT_PREMIUM_MAX : FIRST_VISIT_MAX);

export interface PracticalFacts {
  parking: Parking | null;
  /** The livestream's web address. */
  livestream: string | null;
  /** Typical service length in minutes. */
  serviceMinutes: number | null;
  dress: Dress | null;
  /** 'What to expect on your first visit'; '' when not said. */
  firstVisit: string;
}

/** Every answer about a church carries these, every key present. */
export interface VisitFacts {
  access: AccessFacts;
  family: FamilyFacts;
  practical: PracticalFacts;
}

const none = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, FactValue>;

export function emptyVisitFacts(): VisitFacts {
  return { access: none(ACCESS_FACTS), family: none(FAMILY_FACTS), practical: { parking: null, livestream: null, serviceMinutes: null, dress: null, firstVisit: "" } };
}

/** Whether a church said anything at all. */
export function saysAnything(facts: VisitFacts): boolean {
  const p = facts.practical;
  return [...Object.values(facts.access), ...Object.values(facts.family)].some((v) => v !== null) || p.parking !== null || p.livestream !== null || p.serviceMinutes !== null || p.dress !== null || p.firstVisit !== "";
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

/*
 * The forms' fields (docs/visit-facts.md, Forms): one radio group per fact named `access[step-free]`
 * with 'yes', 'no' or '' (not said), and `practical[parking|livestream|serviceMinutes|dress|firstVisit]`.
 */
export const factField = (group: FactGroup, key: FactKey) => `${group}[${key}]`;
export const PRACTICAL_FIELDS = ["parking", "livestream", "serviceMinutes", "dress", "firstVisit"] as const;
export type PracticalField = (typeof PRACTICAL_FIELDS)[number];
export const practicalField = (key: PracticalField) => `practical[${key}]`;
/** Every field name the facts' part of a form posts. */
export const VISIT_FACT_FIELDS = [
  ...ACCESS_FACTS.map((k) => factField("access", k)),
  ...FAMILY_FACTS.map((k) => factField("family", k)),
  ...PRACTICAL_FIELDS.map(practicalField),
];

const yesNo = (v: FactValue) => (v === true ? "yes" : v === false ? "no" : "");
const readYesNo = (v: string | undefined): FactValue => (v === "yes" ? true : v === "no" ? false : null);

/** The facts as the form's fields (what the form shows first). */
export function fieldsOfVisitFacts(facts: VisitFacts): Record<string, string> {
  const p = facts.practical;
  return {
    ...Object.fromEntries(ACCESS_FACTS.map((k) => [factField("access", k), yesNo(facts.access[k])])),
    ...Object.fromEntries(FAMILY_FACTS.map((k) => [factField("family", k), yesNo(facts.family[k])])),
    [practicalField("parking")]: p.parking ?? "",
    [practicalField("livestream")]: p.livestream ?? "",
    [practicalField("serviceMinutes")]: p.serviceMinutes === null ? "" : String(p.serviceMinutes),
    [practicalField("dress")]: p.dress ?? "",
    [practicalField("firstVisit")]: p.firstVisit,
  };
}

/**
 * The form's fields as the body's `access`, `family` and `practical` (the island and the server's
 * reader of a post without JavaScript both call it); the schema checks what the fields hold.
 */
export function visitFactsOfFields(fields: Record<string, string | undefined>): { access: Record<string, FactValue>; family: Record<string, FactValue>; practical: Record<string, unknown> } {
  const text = (key: PracticalField) => (fields[practicalField(key)] ?? "").trim();
  const minutes = text("serviceMinutes");
  return {
    access: Object.fromEntries(ACCESS_FACTS.map((k) => [k, readYesNo(fields[factField("access", k)])])),
    family: Object.fromEntries(FAMILY_FACTS.map((k) => [k, readYesNo(fields[factField("family", k)])])),
    practical: {
      parking: text("parking") || null,
      livestream: text("livestream") || null,
      serviceMinutes: minutes === "" ? null : Number(minutes),
      dress: text("dress") || null,
      firstVisit: fields[practicalField("firstVisit")] ?? "",
    },
  };
}

/** The facts that differ between two sets, each named with its value before and after, in words (the admin's review). */
export function visitFactChanges(before: VisitFacts, after: VisitFacts): { label: string; before: string; after: string }[] {
  const said = (v: FactValue) => (v === true ? "yes" : v === false ? "no" : "not said");
  const lines: { label: string; before: string; after: string }[] = [];
  for (const group of ["access", "family"] as const) {
    for (const key of FACT_GROUPS[group]) {
      const a = (before[group] as Record<string, FactValue>)[key]!;
      const b = (after[group] as Record<string, FactValue>)[key]!;
      if (a !== b) lines.push({ label: FACT_LABELS[key], before: said(a), after: said(b) });
    }
  }
  const p = (v: unknown) => (v === null || v === "" ? "not said" : String(v));
  const names: Record<PracticalField, string> = { parking: "Parking", livestream: "Livestream", serviceMinutes: "Typical service length (minutes)", dress: "Dress", firstVisit: "What to expect on your first visit" };
  for (const key of PRACTICAL_FIELDS) if (before.practical[key] !== after.practical[key]) lines.push({ label: names[key], before: p(before.practical[key]), after: p(after.practical[key]) });
  return lines;
}
