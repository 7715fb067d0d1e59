import { serviceStrings } from "../../contract/service-times/format";
import type { ServiceRow } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { churchById, churchServices, denominationNameOf, storedVisitFacts } from "../churches/service";
import type { OsmFields } from "./osm-place";

/** A church's own values in the shape the import reads from OpenStreetMap, to compare the two. */
export function churchFields(db: Db, churchId: number): OsmFields {
  const church = churchById(db, churchId)!;
  return {
    name: church.name,
    nameEs: church.nameEs,
    address: church.address,
    zip: church.zip,
    phone: church.phone,
    website: church.website,
    publicEmail: church.publicEmail,
    denomination: denominationNameOf(db, church.denominationId),
    stepFree: storedVisitFacts(db, [churchId]).get(churchId)!.access["step-free"],
    services: churchServices(db, [churchId]).get(churchId)!.weekly,
    latitude: church.latitude ?? 0,
    longitude: church.longitude ?? 0,
  };
}

export const FIELD_NAMES: Record<keyof OsmFields, string> = {
  name: "name",
  nameEs: "Spanish name",
  address: "address",
  zip: "ZIP",
  phone: "phone",
  website: "website",
  publicEmail: "public e-mail",
  denomination: "denomination",
  stepFree: "step-free entrance",
  services: "service times",
  latitude: "position",
  longitude: "position",
};

/** Services compare by what visitors read of them (their strings in order), whatever their rows' order or ids. */
const comparable = (key: keyof OsmFields, value: unknown) => JSON.stringify((key === "services" ? serviceStrings((value ?? []) as ServiceRow[]) : value) ?? null);

/** Whether two readings of one field say the same. */
export const sameValue = (key: keyof OsmFields, a: unknown, b: unknown) => comparable(key, a) === comparable(key, b);

/** The fields whose values differ between two readings; a missing field of an older reading counts as changed. */
export function changedFields(before: Partial<OsmFields>, after: OsmFields): (keyof OsmFields)[] {
  return (Object.keys(after) as (keyof OsmFields)[]).filter((key) => !sameValue(key, before[key], after[key]));
}
