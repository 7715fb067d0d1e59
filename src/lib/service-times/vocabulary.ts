import type { ServiceKind, ServiceLanguage, Weekday } from "../../contract/service-times/options";

/**
 * The words the service-time parser knows, in English and Spanish (docs/service-times.md), keyed
 * by their lower-case spelling without accents; phrases are words joined by one space.
 */
export type Entry =
  | { type: "day"; days: Weekday[]; spanish?: true }
  /** Monday–Friday, Saturday–Sunday, or 'daily' (which depends on the kind of service). */
  | { type: "dayset"; set: "weekdays" | "weekend" | "daily"; spanish?: true }
  /** `keep`: the words also stay in the note ('Vigil', 'Sunday School'); `generic`: 'service' gives way to any other kind. */
  | { type: "kind"; kind: ServiceKind; keep?: true; generic?: true; day?: Weekday; spanish?: true }
  /** `keep`: a language the model calls 'other' is named in the note ('Vietnamese'). */
  | { type: "language"; language: ServiceLanguage; keep?: true }
  | { type: "asl" }
  | { type: "clock"; minutes: number; spanish?: true }
  /** 'evening', 'de la noche': the hours near it are AM or PM. */
  | { type: "meridiem"; meridiem: "am" | "pm"; spanish?: true }
  /** The schedule is not simply weekly (monthly, seasonal, by appointment): an owner should look. */
  | { type: "review" }
  | { type: "ordinal" }
  /** Little words that join the others and never make a note on their own. */
  | { type: "connector" };

export const VOCABULARY = new Map<string, Entry>();
const add = (words: string, entry: Entry) => {
  for (const w of words.split("|")) VOCABULARY.set(w, entry);
};

const DAYS: [Weekday, string, string][] = [
  ["sunday", "sunday|sundays|sun", "domingo|domingos|dom"],
  ["monday", "monday|mondays|mon", "lunes|lun"],
  ["tuesday", "tuesday|tuesdays|tue|tues", "martes"],
  ["wednesday", "wednesday|wednesdays|wed|weds", "miercoles|mie"],
  ["thursday", "thursday|thursdays|thu|thur|thurs", "jueves|jue"],
  ["friday", "friday|fridays|fri", "viernes|vie"],
  ["saturday", "saturday|saturdays|sat", "sabado|sabados|sab"],
];
for (const [day, english, spanish] of DAYS) {
  add(english, { type: "day", days: [day] });
  add(spanish, { type: "day", days: [day], spanish: true });
}
add("weekdays|weekday", { type: "dayset", set: "weekdays" });
add("entre semana", { type: "dayset", set: "weekdays", spanish: true });
add("weekends|weekend", { type: "dayset", set: "weekend" });
add("fines de semana|fin de semana", { type: "dayset", set: "weekend", spanish: true });
add("daily|every day|everyday", { type: "dayset", set: "daily" });
add("diaria|diarias|diario|todos los dias", { type: "dayset", set: "daily", spanish: true });

add("mass|masses", { type: "kind", kind: "mass" });
add("misa|misas", { type: "kind", kind: "mass", spanish: true });
add("vigil", { type: "kind", kind: "mass", keep: true });
add("vigilia", { type: "kind", kind: "mass", keep: true, spanish: true });
add("worship", { type: "kind", kind: "worship" });
add("service|services|worship service|worship services", { type: "kind", kind: "worship", generic: true });
add("servicio|servicios|culto|cultos", { type: "kind", kind: "worship", generic: true, spanish: true });
add("bible study|bible studies|bible class", { type: "kind", kind: "bible-study" });
add("estudio biblico|estudios biblicos", { type: "kind", kind: "bible-study", spanish: true });
add("sunday school", { type: "kind", kind: "bible-study", keep: true, day: "sunday" });
add("escuela dominical", { type: "kind", kind: "bible-study", keep: true, day: "sunday", spanish: true });
add("prayer|prayers|prayer meeting|prayer meetings", { type: "kind", kind: "prayer" });
add("oracion|oraciones", { type: "kind", kind: "prayer", spanish: true });
add("adoration|eucharistic adoration|holy hour", { type: "kind", kind: "adoration" });
add("adoracion|adoracion eucaristica|hora santa", { type: "kind", kind: "adoration", spanish: true });
add("rosary|the rosary", { type: "kind", kind: "rosary" });
add("rosario|santo rosario", { type: "kind", kind: "rosary", spanish: true });
add("novena", { type: "kind", kind: "novena" });
add("stations of the cross|way of the cross", { type: "kind", kind: "stations-of-the-cross" });
add("via crucis", { type: "kind", kind: "stations-of-the-cross", spanish: true });
add("youth|youth group|youth ministry", { type: "kind", kind: "youth" });
add("jovenes|juventud|grupo de jovenes", { type: "kind", kind: "youth", spanish: true });
add("confession|confessions|reconciliation|sacrament of reconciliation|penance", { type: "kind", kind: "confession" });
add("confesion|confesiones", { type: "kind", kind: "confession", spanish: true });

add("english|in english|en ingles|ingles|english language", { type: "language", language: "english" });
add("spanish|in spanish|en espanol|espanol|spanish language", { type: "language", language: "spanish" });
add("bilingual|bilingue", { type: "language", language: "bilingual" });
add(
  "vietnamese|korean|chinese|mandarin|cantonese|tagalog|filipino|portuguese|latin|german|french|arabic|amharic|polish|italian|japanese|hindi|swahili|russian|ukrainian|vietnamita|coreano",
  { type: "language", language: "other", keep: true },
);
add("asl|asl interpreted|asl interpretation|asl interpreter|sign language|sign language interpreted|interpreted for the deaf", { type: "asl" });
add("lenguaje de senas|lengua de senas|interprete de senas", { type: "asl" });

add("noon|midday", { type: "clock", minutes: 12 * 60 });
add("mediodia", { type: "clock", minutes: 12 * 60, spanish: true });
add("midnight", { type: "clock", minutes: 0 });
add("medianoche", { type: "clock", minutes: 0, spanish: true });

add("morning|mornings", { type: "meridiem", meridiem: "am" });
add("manana|de la manana|por la manana", { type: "meridiem", meridiem: "am", spanish: true });
add("afternoon|afternoons|evening|evenings|night|nights|tonight", { type: "meridiem", meridiem: "pm" });
add("tarde|noche|de la tarde|por la tarde|de la noche|por la noche", { type: "meridiem", meridiem: "pm", spanish: true });

add("1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|last|primer|primero|primera|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|ultimo|ultima", {
  type: "ordinal",
});
add(
  [
    "month|monthly|months|mes|mensual|every other|biweekly|bi weekly|alternate|quincenal",
    "except|excepto|seasonal|summer|winter|autumn|verano|invierno|otono|lent|lenten|cuaresma|advent|adviento|holiday|holidays",
    "january|february|march|april|may|june|july|august|september|october|november|december",
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
    "call|llame|llamar|appointment|appointments|cita|citas|tbd|tba|varies|varia|contact|request",
  ].join("|"),
  { type: "review" },
);
add("at|on|every|each|and|y|e|de|del|a|al|las|los|la|el|from|desde|por|cada|todos|with|con|also|tambien|hrs|hr|horas|o'clock|cst|cdt|ct", { type: "connector" });

/** The longest phrase, in words. */
export const LONGEST_PHRASE = Math.max(...[...VOCABULARY.keys()].map((k) => k.split(" ").length));

/** Lower case without accents: 'Miércoles' → 'miercoles'. */
export const keyOf = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘]/g, "'");

/** Between two days or two times: a range ('Monday–Friday', '3:30 to 4:30', 'lunes a viernes'). */
export const RANGE_WORDS = new Set(["-", "–", "—", "to", "through", "thru", "till", "until", "a", "al", "hasta"]);
