import {
  API_DEFAULT_LIMIT,
  DIRECTORY_FEATURED_PER_PAGE,
  DIRECTORY_PAGE_SIZE,
  FEATURED_LIMIT,
  MAP_POINT_LIMIT,
  toCardChurch,
  type ChurchFilters,
  type ChurchProfile,
  type MapPoint,
  type PublicChurch,
} from "../../contract/churches";
import { PREMIUM_FIELDS } from "../../contract/church-form";
import type { DirectoryResults } from "../../contract/directory";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { slugify } from "../../lib/slug";
import { memoByVersion } from "../../db/data-version";
import {
  anyDemoChurch,
  countChurches,
  insertChurch,
  selectApprovedChurch,
  selectChurchById,
  selectAreas,
  selectChurchPage,
  selectDenominations,
  selectLanguages,
  selectMapPoints,
  slugTaken,
  updateChurch,
  type ChurchInsert,
  type ChurchRow,
  type ResolvedFilters,
  type StoredChurch,
} from "./queries";
import { ftsQuery } from "../../lib/fts";
import { churchServices, serviceAnswer } from "./service-times";

export { approvedChurchExists } from "./queries";
export { churchServices, confirmServices, occasionServices, serviceAnswer, servicesOfBody, servicesUnchanged, setChurchServices, type ChurchServices, type ServiceAnswer } from "./service-times";
// A church's own row, by id or by owner, any status: for the features that manage churches.
export {
  countOwnedChurches,
  selectChurchById,
  selectChurchLanguages,
  selectLapsedChurches,
  selectOwnersChurch,
  setChurchPaidState,
  type ChurchInsert,
  type StoredChurch,
} from "./queries";

const demoFlags = memoByVersion<"demo", boolean>();

/** Whether demo rows exist, asked once per data version (every page's shell shows it). */
export function hasDemoData(db: Db): boolean {
  return demoFlags(db, "demo", () => anyDemoChurch(db));
}

const coordinate = (value: number | null) => (value === null ? null : String(value));

/** Denomination and area names by id and ids by name, read once per data version. */
interface Taxonomy {
  denominations: { id: number; name: string }[];
  areas: { id: number; name: string }[];
  denominationName: Map<number, string>;
  areaName: Map<number, string>;
  denominationId: Map<string, number>;
  areaId: Map<string, number>;
}
const taxonomies = memoByVersion<"taxonomy", Taxonomy>();

function taxonomy(db: Db): Taxonomy {
  return taxonomies(db, "taxonomy", () => {
    const denominations = selectDenominations(db);
    const areas = selectAreas(db);
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

/** Resolves names to ids and search text to an FTS query; null when nothing can match. */
function resolve(db: Db, filters: ChurchFilters & { featured?: boolean }): ResolvedFilters | null {
  const t = taxonomy(db);
  const resolved: ResolvedFilters = { worshipStyle: filters.worshipStyle, language: filters.language, featured: filters.featured };
  if (filters.denomination) {
    resolved.denominationId = t.denominationId.get(filters.denomination.toLowerCase());
    if (resolved.denominationId === undefined) return null;
  }
  if (filters.area) {
    resolved.areaId = t.areaId.get(filters.area.toLowerCase());
    if (resolved.areaId === undefined) return null;
  }
  if (filters.search) {
    const match = ftsQuery(filters.search);
    if (!match) return null;
    resolved.match = match;
  }
  return resolved;
}

function toPublic<R extends ChurchRow>(rows: R[], db: Db): (Omit<R, "latitude" | "longitude" | "denominationId" | "areaId" | "servicesConfirmedAt"> & PublicChurch)[] {
  const t = taxonomy(db);
  const ids = rows.map((r) => r.id);
  const languages = selectLanguages(db, ids);
  const now = new Date();
  const services = churchServices(db, ids, now);
  return rows.map(({ denominationId, areaId, latitude, longitude, servicesConfirmedAt, ...row }) => ({
    ...row,
    denomination: denominationId === null ? null : (t.denominationName.get(denominationId) ?? null),
    area: areaId === null ? null : (t.areaName.get(areaId) ?? null),
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
    ...serviceAnswer(services.get(row.id)!, now),
    servicesConfirmedAt: servicesConfirmedAt?.toISOString() ?? null,
    languages: languages.get(row.id) ?? [],
  }));
}

export interface ChurchPage {
  churches: PublicChurch[];
  total: number;
  page: number;
  pageCount: number;
}

/** GET /api/churches: matching approved churches by name, one bounded page. */
export function listChurches(db: Db, filters: ChurchFilters & { featured?: boolean }, page = 1, limit = API_DEFAULT_LIMIT): ChurchPage {
  const resolved = resolve(db, filters);
  if (!resolved) return { churches: [], total: 0, page, pageCount: 1 };
  const rows = selectChurchPage(db, resolved, limit, (page - 1) * limit);
  // A short first page is the whole list: no count needed.
  const total = page === 1 && rows.length < limit ? rows.length : countChurches(db, resolved);
  return { churches: toPublic(rows, db), total, page, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * Query results by filters and page, for the current data version: many URLs show the same
 * directory data (grid or list, tracking parameters), and a write drops them all.
 */
const directoryMemo = memoByVersion<string, DirectoryResults>(500);

/** One directory page, as GET /api/directory answers it and the directory page renders it. */
export function directoryResults(db: Db, filters: ChurchFilters, page = 1): DirectoryResults {
  const key = JSON.stringify([filters.search, filters.denomination, filters.area, filters.worshipStyle, filters.language, page]);
  return directoryMemo(db, key, () => queryDirectory(db, filters, page));
}

/** A page of the matching featured churches over a page of the others, paging together. */
function queryDirectory(db: Db, filters: ChurchFilters, page: number): DirectoryResults {
  const featured = listChurches(db, { ...filters, featured: true }, page, DIRECTORY_FEATURED_PER_PAGE);
  const others = listChurches(db, { ...filters, featured: false }, page, DIRECTORY_PAGE_SIZE);
  return {
    featured: featured.churches.map(toCardChurch),
    others: others.churches.map(toCardChurch),
    page,
    pageCount: Math.max(featured.pageCount, others.pageCount),
    total: featured.total + others.total,
  };
}

export function mapPoints(db: Db, filters: ChurchFilters): MapPoint[] {
  const resolved = resolve(db, filters);
  if (!resolved) return [];
  return selectMapPoints(db, resolved, MAP_POINT_LIMIT).map((p) => [p.id, p.latitude!, p.longitude!, p.featured ? 1 : 0]);
}

/** A church by numeric id or slug (docs/product.md V7: /church/{id or slug}); approved only. */
export function findChurch(db: Db, idOrSlug: string): ChurchProfile | null {
  const key = /^\d{1,12}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
  const row = selectApprovedChurch(db, key);
  if (!row) return null;
  // Premium fields are a paid feature: a church without premium keeps them stored, unshown.
  if (!row.isPremium) for (const field of PREMIUM_FIELDS) if (field in row) (row as Record<string, unknown>)[field] = null;
  return toPublic([row], db)[0]!;
}

export function featuredChurches(db: Db, limit = FEATURED_LIMIT): PublicChurch[] {
  return listChurches(db, { featured: true }, 1, limit).churches;
}

export function denominationOptions(db: Db) {
  return taxonomy(db).denominations;
}

export function areaOptions(db: Db) {
  return taxonomy(db).areas;
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

/** The user's own church, or 404 when there is none by that id and 403 when it is someone else's. */
export function assertOwnsChurch(db: Db, user: { id: number }, id: number): StoredChurch {
  const church = selectChurchById(db, id);
  if (!church) throw notFound("Church not found");
  if (church.ownerId !== user.id) throw new HttpError(403, "You can only manage your own church.");
  return church;
}

/** The name's slug, numbered when another church has it already. */
function uniqueSlug(db: Db, name: string): string {
  const base = slugify(name) || "church";
  let slug = base;
  for (let n = 2; slugTaken(db, slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A new church with a slug of its own from its name; call it inside the caller's transaction. */
export function addChurch(db: Db, row: Omit<ChurchInsert, "slug">): StoredChurch {
  return insertChurch(db, { ...row, slug: uniqueSlug(db, row.name) });
}

/** Changes the church's columns; call it inside the caller's transaction. Services: `setChurchServices`. */
export function changeChurch(db: Db, id: number, columns: Partial<ChurchInsert>): void {
  updateChurch(db, id, columns);
}
