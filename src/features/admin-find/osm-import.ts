import * as z from "zod/mini";
import type { AppContext } from "../../app-context";
import { overpassElementSchema, overpassExportSchema } from "../../contract/overpass-export";
import type { HoursReading } from "../../lib/service-times/osm-hours";
import { applyImport, type ApplyOutcome } from "./osm-apply";
import { osmPlaceOf, type OsmPlace, type OsmSkip } from "./osm-place";
import { planImport, type OsmStep, type Vanished } from "./osm-plan";

/** An export the import cannot read at all: not JSON, or no `elements` list. */
export class UnreadableExport extends Error {}

export interface ImportOptions {
  /** Every place of worship, not only Christian ones (`--religion all`, docs/decisions/0085-osm-import.md). */
  everyReligion: boolean;
  dryRun: boolean;
  lookUpAddresses: boolean;
  now?: Date;
  /** Progress: the phase and how many of how many are done. */
  onProgress?: (phase: "reading" | "planning" | "writing", done: number, total: number) => void;
}

export interface ImportResult {
  elements: number;
  steps: OsmStep[];
  vanished: Vanished[];
  skipped: Record<OsmSkip | "unreadable" | "repeated", number>;
  /** How each place's service times were read. */
  hours: Record<HoursReading, number>;
  /** Places whose `opening_hours` read as a building's open hours, not services. */
  buildingHours: number;
  outcome: ApplyOutcome;
}

/** The export's elements, or UnreadableExport. */
function elementsOf(text: string): unknown[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UnreadableExport(`it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const read = z.safeParse(overpassExportSchema, json);
  if (!read.success) throw new UnreadableExport("it has no `elements` list");
  return read.data.elements;
}

/** Reads an Overpass export and brings it into the directory (docs/city-data.md); a dry run plans and writes nothing. */
export async function importOverpassExport(ctx: Pick<AppContext, "db" | "env">, text: string, options: ImportOptions): Promise<ImportResult> {
  const elements = elementsOf(text);
  const skipped = { "no-name-or-position": 0, "not-christian": 0, unreadable: 0, repeated: 0 };
  const hours = { syntax: 0, typed: 0, flagged: 0 };
  let buildingHours = 0;
  const seen = new Set<string>();
  const places: OsmPlace[] = [];
  for (const [index, raw] of elements.entries()) {
    const element = z.safeParse(overpassElementSchema, raw);
    if (!element.success) skipped.unreadable++;
    else if (seen.has(`${element.data.type}/${element.data.id}`)) skipped.repeated++;
    else {
      seen.add(`${element.data.type}/${element.data.id}`);
      const place = osmPlaceOf(element.data, options.everyReligion);
      if (typeof place === "string") skipped[place]++;
      else {
        places.push(place);
        if (place.hours) hours[place.hours]++;
        if (place.buildingHours) buildingHours++;
      }
    }
    options.onProgress?.("reading", index + 1, elements.length);
  }
  const { steps, vanished } = planImport(ctx.db, places, seen, (done) => options.onProgress?.("planning", done, places.length));
  const outcome: ApplyOutcome = options.dryRun
    ? { lateDuplicates: 0, failed: [] }
    : await applyImport(ctx, steps, { lookUpAddresses: options.lookUpAddresses, now: options.now ?? new Date(), onStep: (done) => options.onProgress?.("writing", done, steps.length) });
  return { elements: elements.length, steps, vanished, skipped, hours, buildingHours, outcome };
}
