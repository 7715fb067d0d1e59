import type { AppContext } from "../../app-context";
import { AREA_CENTRES, distanceMetres, nearestArea } from "../../contract/area-centres";
import { guessDenomination, MAPS_PAGE_SIZE, zipFromAddress, type AddChurchInput, type MapsResult } from "../../contract/find-churches";
import type { Db } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { HttpError } from "../../http/errors";
import { reverseGeocode } from "../../lib/geocode";
import { addChurch, areaIdOf, denominationIdOf, denominationNameOf } from "../churches/service";
import { placesOfWorshipQuery, runOverpass, toMapsResult, type OverpassElement } from "./overpass";
import { selectPossibleDuplicates } from "./queries";

/** Metres within which two places of worship are the same one. */
const SAME_PLACE_METRES = 60;
const SEARCH_CACHE_MS = 10 * 60_000;
const recent = new Map<string, { at: number; results: MapsResult[] }>();

/**
 * Find Churches (docs/product.md D3): places of worship named like the query, from Overpass, 20 a
 * page. The 60 results of a query are kept ten minutes, so paging asks Overpass once.
 */
export async function mapsSearch(ctx: Pick<AppContext, "env">, query: string, page: number): Promise<{ data: MapsResult[]; total: number; page: number }> {
  const key = `${ctx.env.OVERPASS_URL} ${query.toLowerCase()}`;
  let cached = recent.get(key);
  if (!cached || Date.now() - cached.at > SEARCH_CACHE_MS) {
    let elements: OverpassElement[];
    try {
      elements = await runOverpass(ctx.env.OVERPASS_URL, placesOfWorshipQuery(query));
    } catch {
      throw new HttpError(502, "The map search is not answering. Please try again in a minute.");
    }
    const seen = new Set<string>();
    const results = elements.map(toMapsResult).filter((r): r is MapsResult => r !== null && !seen.has(r.place_id) && Boolean(seen.add(r.place_id)));
    cached = { at: Date.now(), results: results.sort((a, b) => a.name.localeCompare(b.name)).slice(0, 60) };
    if (recent.size > 200) recent.clear();
    recent.set(key, cached);
  }
  return { data: cached.results.slice((page - 1) * MAPS_PAGE_SIZE, page * MAPS_PAGE_SIZE), total: cached.results.length, page };
}

/** The same name, the same address, or a church within 60 m is a duplicate. */
export function findDuplicate(db: Db, input: { name: string; address?: string; latitude?: number; longitude?: number }): { id: number; name: string } | null {
  const point = input.latitude !== undefined && input.longitude !== undefined ? { lat: input.latitude, lng: input.longitude } : null;
  const delta = 0.001; // about 110 m of latitude: the box the exact distance is then checked in
  const box = point ? { south: point.lat - delta, north: point.lat + delta, west: point.lng - delta, east: point.lng + delta } : null;
  const candidates = selectPossibleDuplicates(db, input.name, input.address || null, box);
  const match = candidates.find((c) => {
    if (c.name.trim().toLowerCase() === input.name.trim().toLowerCase()) return true;
    if (input.address && c.address.trim().toLowerCase() === input.address.trim().toLowerCase()) return true;
    return point !== null && c.latitude !== null && c.longitude !== null && distanceMetres(point, { lat: c.latitude, lng: c.longitude }) <= SAME_PLACE_METRES;
  });
  return match ? { id: match.id, name: match.name } : null;
}

/**
 * A church from a search result or an import: approved and unclaimed (docs/product.md D13), its ZIP
 * from the address, its area the nearest centre unless a canonical one is given, its
 * denomination the given one (id or name) or the spec's guess from the name. Duplicates are
 * refused (409).
 */
export async function addChurchFromPlace(ctx: Pick<AppContext, "db" | "env">, actorId: number | null, input: AddChurchInput): Promise<{ id: number; slug: string; name: string }> {
  const duplicate = findDuplicate(ctx.db, input);
  if (duplicate) throw new HttpError(409, `Duplicate detected: ${duplicate.name} already exists in the database.`, { duplicateOf: duplicate.id });
  let address = input.address ?? "";
  let zip = input.zip || zipFromAddress(address);
  if (!address) {
    const found = await reverseGeocode(ctx.env.NOMINATIM_URL, input.latitude, input.longitude);
    address = found?.address ?? `Near ${input.latitude.toFixed(5)}, ${input.longitude.toFixed(5)}, San Antonio, TX`;
    zip ||= found?.zip ?? "";
  }
  const area = input.area && input.area in AREA_CENTRES ? input.area : nearestArea(input.latitude, input.longitude);
  const denominationId =
    (input.denominationId && denominationNameOf(ctx.db, input.denominationId) ? input.denominationId : undefined) ??
    denominationIdOf(ctx.db, input.denomination ?? "") ??
    denominationIdOf(ctx.db, guessDenomination(input.name) ?? "") ??
    null;
  const church = ctx.db.transaction(() => {
    // Checked again inside the transaction: two adds at once make one church.
    if (findDuplicate(ctx.db, input)) throw new HttpError(409, `Duplicate detected: ${input.name} already exists in the database.`);
    const row = addChurch(ctx.db, {
      name: input.name,
      address,
      zip,
      phone: input.phone || null,
      website: input.website || null,
      description: input.description ?? "",
      latitude: input.latitude,
      longitude: input.longitude,
      denominationId,
      areaId: areaIdOf(ctx.db, area) ?? null,
      status: "approved",
      featured: input.featured ?? false,
    });
    recordAudit(ctx.db, { actorId, action: "church.added_from_map", entityType: "church", entityId: row.id });
    return row;
  });
  return { id: church.id, slug: church.slug, name: church.name };
}
