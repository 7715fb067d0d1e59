import type { Db } from "../../db/client";
import { osmSources } from "../churches/service";
import { churchFields, changedFields, sameValue } from "./osm-church-fields";
import type { OsmFields, OsmPlace } from "./osm-place";
import { findDuplicate } from "./service";

/**
 * What an import will do with each place of an export (docs/city-data.md, Re-importing), decided
 * from the database alone so that a dry run prints exactly what a real run writes.
 */
export type OsmStep =
  /** A new church. */
  | { kind: "add"; place: OsmPlace }
  /** A church already listed (by name, address or within 60 m) and not yet imported: now remembered by its element, left as it is. */
  | { kind: "link"; place: OsmPlace; churchId: number; name: string }
  /** An unclaimed church whose OpenStreetMap data changed: those fields are updated. */
  | { kind: "update"; place: OsmPlace; churchId: number; name: string; changed: (keyof OsmFields)[]; before: OsmFields }
  /** A claimed church where OpenStreetMap changed and now says something else than the owner: an update request for the admin. */
  | { kind: "request"; place: OsmPlace; churchId: number; name: string; changed: (keyof OsmFields)[] }
  /** Nothing to change (for a claimed church: OpenStreetMap changed to what the owner has already). */
  | { kind: "unchanged"; place: OsmPlace; churchId: number }
  /** Listed already as a church imported from another element, or twice in this export. */
  | { kind: "duplicate"; place: OsmPlace; name: string };

export interface Vanished {
  churchId: number;
  element: string;
  name: string;
}

export function planImport(db: Db, places: readonly OsmPlace[], elementsInExport: ReadonlySet<string>, onStep?: (done: number) => void): { steps: OsmStep[]; vanished: Vanished[] } {
  const sources = new Map(osmSources(db).map((s) => [s.element, s]));
  const linkedChurches = new Set([...sources.values()].map((s) => s.churchId));
  const added = new Set<string>();
  const steps = places.map((place, index): OsmStep => {
    onStep?.(index + 1);
    const source = sources.get(place.element);
    if (!source) {
      const duplicate = findDuplicate(db, place.fields);
      if (duplicate && !linkedChurches.has(duplicate.id)) {
        linkedChurches.add(duplicate.id);
        return { kind: "link", place, churchId: duplicate.id, name: duplicate.name };
      }
      const key = place.fields.name.trim().toLowerCase();
      if (duplicate || added.has(key)) return { kind: "duplicate", place, name: duplicate?.name ?? place.fields.name };
      added.add(key);
      return { kind: "add", place };
    }
    const changed = changedFields(source.fields as Partial<OsmFields>, place.fields);
    if (!changed.length) return { kind: "unchanged", place, churchId: source.churchId };
    const now = churchFields(db, source.churchId);
    if (source.ownerId === null) return { kind: "update", place, churchId: source.churchId, name: source.name, changed, before: now };
    // A claimed church: only what OpenStreetMap changed and the owner has otherwise (the public e-mail is not the owner's to review).
    const differs = changed.filter((key) => key !== "publicEmail" && !sameValue(key, now[key], place.fields[key]));
    return differs.length ? { kind: "request", place, churchId: source.churchId, name: source.name, changed: differs } : { kind: "unchanged", place, churchId: source.churchId };
  });
  const vanished = [...sources.values()].filter((s) => !elementsInExport.has(s.element)).map((s) => ({ churchId: s.churchId, element: s.element, name: s.name }));
  return { steps, vanished };
}
