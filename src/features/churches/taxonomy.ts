import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { sortByName } from "../../contract/name-order";
import type { Lang } from "../../contract/i18n/lang";
import { vocabularyIn } from "../../contract/i18n/vocabulary-text";
import { anyDemoChurch, selectAreas, selectDenominations } from "./queries";

const demoFlags = memoByVersion<"demo", boolean>();

/** Whether demo rows exist, asked once per data version (every page's shell shows it). */
export function hasDemoData(db: Db): boolean {
  return demoFlags(db, "demo", () => anyDemoChurch(db));
}

/** Denomination and area names by id and ids by name, read once per data version. */
export interface Taxonomy {
  denominations: { id: number; name: string }[];
  areas: { id: number; name: string }[];
  denominationName: Map<number, string>;
  areaName: Map<number, string>;
  denominationId: Map<string, number>;
  areaId: Map<string, number>;
}
const taxonomies = memoByVersion<"taxonomy", Taxonomy>();

export function taxonomy(db: Db): Taxonomy {
  return taxonomies(db, "taxonomy", () => {
    // By name as a reader orders them, not SQL's byte order; pages in Spanish sort their own words.
    const denominations = sortByName(selectDenominations(db), (d) => d.name);
    const areas = sortByName(selectAreas(db), (a) => a.name);
    return {
      denominations,
      areas,
      denominationName: new Map(denominations.map((d) => [d.id, d.name])),
      areaName: new Map(areas.map((a) => [a.id, a.name])),
      denominationId: new Map(denominations.map((d) => [d.name.toLowerCase(), d.id])),
      areaId: new Map(areas.map((a) => [a.name.toLowerCase(), a.id])),
    };
  });
}

export function denominationOptions(db: Db) {
  return taxonomy(db).denominations;
}

export function areaOptions(db: Db) {
  return taxonomy(db).areas;
}

/**
 * The denominations' and areas' names in the order of their words in the page's language
 * ('Bautista' before 'Católica'), as the directory's filters and the church form list them: sorted
 * here, not in the browser, where making the collator cost 80 ms of a slowed phone's hydration
 * (docs/decisions/0040-first-paint.md, Measured, not simulated).
 */
export function optionListsIn(db: Db, lang: Lang): OptionLists {
  const names = taxonomy(db);
  let byLang = optionLists.get(names);
  if (!byLang) optionLists.set(names, (byLang = {}));
  const sorted = (byLang[lang] ??= sortedOptions(names, lang));
  // Copies: the caller's lists are its own.
  return { denominations: [...sorted.denominations], areas: [...sorted.areas] };
}

interface OptionLists {
  denominations: string[];
  areas: string[];
}
/** Sorted once per language for each reading of the taxonomy, not at every drawing of a page that lists them. */
const optionLists = new WeakMap<Taxonomy, Partial<Record<Lang, OptionLists>>>();

function sortedOptions(names: Taxonomy, lang: Lang): OptionLists {
  const words = vocabularyIn(lang);
  return {
    denominations: sortByName(names.denominations.map((d) => d.name), words.denomination, lang),
    areas: sortByName(names.areas.map((a) => a.name), words.area, lang),
  };
}

/** A canonical denomination's id by name (any case), or undefined. */
export function denominationIdOf(db: Db, name: string): number | undefined {
  return taxonomy(db).denominationId.get(name.toLowerCase());
}

/** A canonical area's id by name (any case; 'North East' is 'Northeast', docs/product.md D10), or undefined. */
export function areaIdOf(db: Db, name: string): number | undefined {
  const ids = taxonomy(db).areaId;
  return ids.get(name.toLowerCase()) ?? ids.get(name.replace(/\s+/g, "").toLowerCase());
}

export function denominationNameOf(db: Db, id: number | null): string | null {
  return id === null ? null : (taxonomy(db).denominationName.get(id) ?? null);
}

export function areaNameOf(db: Db, id: number | null): string | null {
  return id === null ? null : (taxonomy(db).areaName.get(id) ?? null);
}
