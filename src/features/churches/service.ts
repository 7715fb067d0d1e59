import {
  API_DEFAULT_LIMIT,
  DIRECTORY_PAGE_SIZE,
  FEATURED_LIMIT,
  MAP_POINT_LIMIT,
  type ChurchFilters,
  type ChurchProfile,
  type MapPoint,
  type PublicChurch,
} from "../../contract/churches";
import type { Db } from "../../db/client";
import { dataVersion } from "../../db/data-version";
import {
  anyDemoChurch,
  countChurches,
  selectApprovedChurch,
  selectAreas,
  selectChurchPage,
  selectDenominations,
  selectLanguages,
  selectMapPoints,
  type ChurchRow,
} from "./queries";

const demoFlags = new WeakMap<Db, { version: number; value: boolean }>();

/** Whether demo rows exist, asked once per data version (every page's shell shows it). */
export function hasDemoData(db: Db): boolean {
  let flag = demoFlags.get(db);
  if (flag?.version !== dataVersion()) {
    flag = { version: dataVersion(), value: anyDemoChurch(db) };
    demoFlags.set(db, flag);
  }
  return flag.value;
}

const coordinate = (value: number | null) => (value === null ? null : String(value));

function toPublic<R extends ChurchRow>(rows: R[], db: Db): (Omit<R, "latitude" | "longitude"> & PublicChurch)[] {
  const languages = selectLanguages(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    ...row,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
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
  const total = countChurches(db, filters);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const rows = selectChurchPage(db, filters, limit, (page - 1) * limit);
  return { churches: toPublic(rows, db), total, page, pageCount };
}

export interface DirectoryResults {
  featured: PublicChurch[];
  others: ChurchPage;
  /** All matching churches, featured or not. */
  total: number;
}

/** The directory's results: the featured churches that match, then one page of the rest. */
export function directoryResults(db: Db, filters: ChurchFilters, page = 1): DirectoryResults {
  const featured = listChurches(db, { ...filters, featured: true }, 1, FEATURED_LIMIT);
  const others = listChurches(db, { ...filters, featured: false }, page, DIRECTORY_PAGE_SIZE);
  return { featured: featured.churches, others, total: featured.total + others.total };
}

export function mapPoints(db: Db, filters: ChurchFilters): MapPoint[] {
  return selectMapPoints(db, filters, MAP_POINT_LIMIT).map((p) => [p.id, p.latitude!, p.longitude!, p.featured ? 1 : 0]);
}

/** A church by numeric id or slug (visitor spec: /church/{id or slug}); approved only. */
export function findChurch(db: Db, idOrSlug: string): ChurchProfile | null {
  const key = /^\d{1,12}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
  const row = selectApprovedChurch(db, key);
  return row ? toPublic([row], db)[0]! : null;
}

export function featuredChurches(db: Db, limit = FEATURED_LIMIT): PublicChurch[] {
  return listChurches(db, { featured: true }, 1, limit).churches;
}

export function denominationOptions(db: Db) {
  return selectDenominations(db);
}

export function areaOptions(db: Db) {
  return selectAreas(db);
}

export { approvedChurchExists } from "./queries";
