import { ACCESS_FACTS, FACT_GROUPS, FAMILY_FACTS, type FactGroup, type FactKey, type FactValue, type PracticalFacts, type VisitFacts } from "./visit-facts";
import { msg } from "./i18n/msg";

// The visit facts' details (docs/visit-facts.md): the profile's labels and icons, the practical
// facts' options and limits, and the forms' fields. Kept apart from visit-facts.ts, which the
// directory island ships.

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
  children: "Children's program",
  youth: "Youth group",
};


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

export const PARKING = ["on-site", "street", "garage"] as const satisfies readonly Parking[];
export type Parking = NonNullable<PracticalFacts["parking"]>;
export const PARKING_LABELS: Record<Parking, string> = { "on-site": "On-site lot", street: "Street parking", garage: "Garage nearby" };
export const DRESS = ["casual", "mixed", "formal"] as const satisfies readonly Dress[];
export type Dress = NonNullable<PracticalFacts["dress"]>;
export const DRESS_LABELS: Record<Dress, string> = { casual: "Casual", mixed: "Mixed", formal: "Formal" };

/** Typical service length, minutes. */
export const SERVICE_LENGTH_MIN = 10;
export const SERVICE_LENGTH_MAX = 300;
/** 'What to expect on your first visit': premium listings get the long form. */
export const FIRST_VISIT_MAX = 280;
export const FIRST_VISIT_PREMIUM_MAX = 1000;
export const FIRST_VISIT_TOO_LONG = msg("under280", "Keep it under 280 characters (premium listings get 1,000)");
export const FIRST_VISIT_PREMIUM_TOO_LONG = msg("under1000", "Keep it under 1,000 characters");
export const firstVisitMax = (premium: boolean) => (premium ? FIRST_VISIT_PREMIUM_MAX : FIRST_VISIT_MAX);

const none = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, FactValue>;

export function emptyVisitFacts(): VisitFacts {
  return { access: none(ACCESS_FACTS), family: none(FAMILY_FACTS), practical: { parking: null, livestream: null, serviceMinutes: null, dress: null, firstVisit: "" } };
}

/** Whether a church said anything at all. */
export function saysAnything(facts: VisitFacts): boolean {
  const p = facts.practical;
  return [...Object.values(facts.access), ...Object.values(facts.family)].some((v) => v !== null) || p.parking !== null || p.livestream !== null || p.serviceMinutes !== null || p.dress !== null || p.firstVisit !== "";
}

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
