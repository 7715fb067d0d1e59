import type { AppContext } from "../../app-context";
import { AREA_CENTRES, nearestArea } from "../../contract/area-centres";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { reverseGeocode } from "../../lib/geocode";
import { addChurch, areaIdOf, changeChurch, churchById, denominationIdOf, rememberOsmSource, setChurchServices, setChurchVisitFacts, storedVisitFacts, type ListingChange } from "../churches/service";
import { fileImportedUpdateRequest, type ImportedProposal } from "../updates/service";
import { FIELD_NAMES } from "./osm-church-fields";
import type { OsmFields, OsmPlace } from "./osm-place";
import type { OsmStep } from "./osm-plan";
import { findDuplicate } from "./service";

export interface ApplyOptions {
  /** Look up a street address (Nominatim, one request a second) for a new church without one. */
  lookUpAddresses: boolean;
  now: Date;
  /** Called after each step, for a progress bar. */
  onStep?: (done: number) => void;
}

export interface ApplyOutcome {
  /** Steps that turned out duplicates while writing (another church was added in the meantime). */
  lateDuplicates: number;
  /** Steps that could not be written, by their kind: the report counts them as failed, not as done. */
  failed: { kind: OsmStep["kind"]; name: string; message: string }[];
}

const describe = (changed: readonly (keyof OsmFields)[]) => [...new Set(changed.map((key) => FIELD_NAMES[key]))].join(", ");

function setStepFree(db: Db, churchId: number, stepFree: boolean | null): void {
  const facts = storedVisitFacts(db, [churchId]).get(churchId)!;
  setChurchVisitFacts(db, churchId, { ...facts, access: { ...facts.access, "step-free": stepFree } });
}

/** The listing columns of the changed fields. */
function listingOf(db: Db, fields: OsmFields, changed: ReadonlySet<keyof OsmFields>): ListingChange {
  const listing: ListingChange = {};
  for (const key of ["name", "nameEs", "address", "zip", "phone", "website", "publicEmail"] as const) if (changed.has(key)) Object.assign(listing, { [key]: fields[key] });
  if (changed.has("denomination")) listing.denominationId = fields.denomination ? (denominationIdOf(db, fields.denomination) ?? null) : null;
  return listing;
}

async function addressOf(ctx: Pick<AppContext, "env">, fields: OsmFields, lookUp: boolean, pace: { last: number }): Promise<{ address: string; zip: string }> {
  if (fields.address) return { address: fields.address, zip: fields.zip };
  if (lookUp) {
    // Nominatim's usage policy: at most one request a second.
    await Bun.sleep(Math.max(0, 1100 - (Date.now() - pace.last)));
    pace.last = Date.now();
    const found = await reverseGeocode(ctx.env.NOMINATIM_URL, fields.latitude, fields.longitude);
    if (found) return { address: found.address, zip: fields.zip || found.zip };
  }
  return { address: `Near ${fields.latitude.toFixed(5)}, ${fields.longitude.toFixed(5)}, San Antonio, TX`, zip: fields.zip };
}

function addImported(db: Db, place: OsmPlace, address: { address: string; zip: string }, now: Date): void {
  const { fields } = place;
  db.transaction(() => {
    if (findDuplicate(db, fields)) throw new HttpError(409, `${fields.name} is listed already`);
    const area = nearestArea(fields.latitude, fields.longitude);
    const church = addChurch(db, {
      name: fields.name,
      nameEs: fields.nameEs,
      address: address.address,
      zip: address.zip,
      phone: fields.phone,
      website: fields.website,
      publicEmail: fields.publicEmail,
      latitude: fields.latitude,
      longitude: fields.longitude,
      denominationId: fields.denomination ? (denominationIdOf(db, fields.denomination) ?? null) : null,
      areaId: area in AREA_CENTRES ? (areaIdOf(db, area) ?? null) : null,
      status: "approved",
    });
    if (fields.services.length) setChurchServices(db, church.id, fields.services, undefined, { confirm: false, now });
    if (fields.stepFree !== null) setStepFree(db, church.id, fields.stepFree);
    rememberOsmSource(db, church.id, place.element, { ...fields }, now);
    recordAudit(db, { actorId: null, action: "church.imported_from_osm", entityType: "church", entityId: church.id, details: { element: place.element } });
  });
}

function updateImported(db: Db, step: Extract<OsmStep, { kind: "update" }>, now: Date): void {
  const { fields } = step.place;
  const changed = new Set(step.changed);
  db.transaction(() => {
    const pin = changed.has("latitude") || changed.has("longitude") ? { latitude: fields.latitude, longitude: fields.longitude, locationApproximate: false } : undefined;
    changeChurch(db, step.churchId, { listing: listingOf(db, fields, changed), pin });
    if (changed.has("services")) setChurchServices(db, step.churchId, fields.services, undefined, { confirm: false, now });
    if (changed.has("stepFree")) setStepFree(db, step.churchId, fields.stepFree);
    rememberOsmSource(db, step.churchId, step.place.element, { ...fields }, now);
    recordAudit(db, { actorId: null, action: "church.updated_from_osm", entityType: "church", entityId: step.churchId, details: { element: step.place.element, changed: describe(step.changed) } });
  });
}

function requestChanges(db: Db, step: Extract<OsmStep, { kind: "request" }>, now: Date): void {
  const { fields } = step.place;
  const changed = new Set(step.changed);
  const proposal: ImportedProposal = {};
  for (const key of ["name", "address", "zip", "phone", "website", "denomination", "stepFree"] as const) if (changed.has(key)) Object.assign(proposal, { [key]: fields[key] });
  if (changed.has("services")) proposal.serviceRows = fields.services;
  const extras = [changed.has("nameEs") ? `Spanish name: ${fields.nameEs || "(none)"}` : "", changed.has("latitude") || changed.has("longitude") ? `position: ${fields.latitude}, ${fields.longitude}` : ""].filter(Boolean);
  const reason = `OpenStreetMap (${step.place.element}) changed: ${describe(step.changed)}.${extras.length ? ` ${extras.join("; ")}.` : ""}`;
  db.transaction(() => {
    fileImportedUpdateRequest(db, step.churchId, proposal, reason);
    rememberOsmSource(db, step.churchId, step.place.element, { ...fields }, now);
  });
}

/** A church listed already, now remembered by its element; its blank Spanish name and public e-mail are filled in. */
function link(db: Db, step: Extract<OsmStep, { kind: "link" }>, now: Date): void {
  const { fields } = step.place;
  db.transaction(() => {
    const church = churchById(db, step.churchId)!;
    const blanks: ListingChange = {};
    if (!church.nameEs && fields.nameEs) blanks.nameEs = fields.nameEs;
    if (!church.publicEmail && fields.publicEmail) blanks.publicEmail = fields.publicEmail;
    changeChurch(db, step.churchId, { listing: blanks });
    rememberOsmSource(db, step.churchId, step.place.element, { ...fields }, now);
  });
}

/** Writes the plan's steps, each in its own transaction: a failure loses only its own place. */
export async function applyImport(ctx: Pick<AppContext, "db" | "env">, steps: readonly OsmStep[], options: ApplyOptions): Promise<ApplyOutcome> {
  const { db } = ctx;
  const outcome: ApplyOutcome = { lateDuplicates: 0, failed: [] };
  const pace = { last: 0 };
  for (const [index, step] of steps.entries()) {
    try {
      if (step.kind === "add") addImported(db, step.place, await addressOf(ctx, step.place.fields, options.lookUpAddresses, pace), options.now);
      else if (step.kind === "update") updateImported(db, step, options.now);
      else if (step.kind === "request") requestChanges(db, step, options.now);
      else if (step.kind === "link") link(db, step, options.now);
      else if (step.kind === "unchanged") rememberOsmSource(db, step.churchId, step.place.element, { ...step.place.fields }, options.now);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) outcome.lateDuplicates++;
      else outcome.failed.push({ kind: step.kind, name: step.place.fields.name, message: error instanceof Error ? error.message : String(error) });
    }
    options.onStep?.(index + 1);
  }
  return outcome;
}
