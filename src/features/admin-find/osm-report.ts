import { serviceStrings } from "../../contract/service-times/format";
import type { ServiceRow } from "../../contract/service-times/options";
import { FIELD_NAMES } from "./osm-church-fields";
import type { OsmFields } from "./osm-place";
import type { ImportResult } from "./osm-import";

const shown = (key: keyof OsmFields, value: unknown): string => {
  if (key === "services") return serviceStrings(value as ServiceRow[]).join(" | ") || "(none)";
  if (key === "stepFree") return value === null ? "not said" : value ? "yes" : "no";
  return value === null || value === "" ? "(none)" : String(value);
};

/** What changed on one updated church, field by field ('phone: (none) → 210-555-0199'). */
function changes(before: OsmFields, after: OsmFields, changed: readonly (keyof OsmFields)[]): string {
  const keys = changed.filter((key) => key !== "longitude" || !changed.includes("latitude"));
  return keys.map((key) => (key === "latitude" || key === "longitude" ? `${FIELD_NAMES[key]} moved` : `${FIELD_NAMES[key]}: ${shown(key, before[key])} → ${shown(key, after[key])}`)).join("; ");
}

/**
 * The import's report (docs/city-data.md, The summary): one line per kind of change with its
 * count, then the places behind the changes an operator should read.
 */
export function importReport(result: ImportResult, run: { file: string; dryRun: boolean; seconds: number }): string[] {
  const { skipped, hours, outcome } = result;
  // What was done: a step that failed is counted as failed instead; an add that met a church added meanwhile, as a duplicate.
  const count = (kind: string) => result.steps.filter((s) => s.kind === kind).length - outcome.failed.filter((f) => f.kind === kind).length;
  const lines = [
    `${run.dryRun ? "Dry run, nothing written" : "Imported"}: ${run.file}, ${result.elements} element${result.elements === 1 ? "" : "s"}, in ${run.seconds.toFixed(1)} s.`,
    `  added:            ${count("add") - outcome.lateDuplicates}`,
    `  updated:          ${count("update")}  (unclaimed churches whose OpenStreetMap data changed)`,
    `  update requests:  ${count("request")}  (claimed churches where OpenStreetMap now differs from the owner; for the admin to review)`,
    `  linked:           ${count("link")}  (listed already, now remembered by their OpenStreetMap element)`,
    `  unchanged:        ${count("unchanged")}`,
    `  duplicates:       ${count("duplicate") + outcome.lateDuplicates + skipped.repeated}  (listed already under another element, or twice in the export)`,
    `  not in export:    ${result.vanished.length}  (imported before, missing now: kept, not deleted)`,
    `  not Christian:    ${skipped["not-christian"]}  (skipped; --religion all imports them)`,
    `  no name or place: ${skipped["no-name-or-position"]}  (skipped)`,
    `  unreadable:       ${skipped.unreadable}  (elements not in the Overpass shape, skipped)`,
    `  failed:           ${outcome.failed.length}`,
    `Service times: ${hours.syntax} read in the opening_hours syntax, ${hours.typed} read as typed text, ${hours.flagged} flagged for the owner and the admin to review; ${result.buildingHours} opening_hours left as the building's open hours.`,
  ];
  for (const step of result.steps) {
    if (step.kind === "update") lines.push(`Updated ${step.name} (${step.place.element}): ${changes(step.before, step.place.fields, step.changed)}`);
    if (step.kind === "request") lines.push(`Update request for ${step.name} (${step.place.element}), claimed: ${step.changed.map((key) => FIELD_NAMES[key]).filter((v, i, all) => all.indexOf(v) === i).join(", ")}`);
  }
  for (const gone of result.vanished) lines.push(`Not in this export: ${gone.name} (${gone.element}): kept; check whether it closed or moved.`);
  for (const failure of outcome.failed.slice(0, 20)) lines.push(`Failed: ${failure.name}: ${failure.message}`);
  return lines;
}
