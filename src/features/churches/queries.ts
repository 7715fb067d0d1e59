import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ChurchFilters } from "../../contract/churches";
import type { ServiceLanguage } from "../../contract/options";
import type { Db } from "../../db/client";
import { areas, churches, churchLanguages, denominations } from "../../db/schema";
import { ftsQuery } from "../../lib/fts";

export function anyDemoChurch(db: Db): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.isDemo, true)).limit(1).get() !== undefined;
}

/** Columns every public view of a church needs, with denomination and area names. */
const publicColumns = {
  id: churches.id,
  slug: churches.slug,
  name: churches.name,
  description: churches.description,
  denomination: denominations.name,
  area: areas.name,
  address: churches.address,
  zip: churches.zip,
  phone: churches.phone,
  website: churches.website,
  latitude: churches.latitude,
  longitude: churches.longitude,
  logoImage: churches.logoImage,
  heroImage: churches.heroImage,
  services: churches.services,
  featured: churches.featured,
  isPremium: churches.isPremium,
  youtubeChannel: churches.youtubeChannel,
  recentSermons: churches.recentSermons,
  worshipStyle: churches.worshipStyle,
};

const profileColumns = {
  ...publicColumns,
  pastorName: churches.pastorName,
  missionStatement: churches.missionStatement,
  history: churches.history,
  specialPrograms: churches.specialPrograms,
  youthPrograms: churches.youthPrograms,
  musicMinistry: churches.musicMinistry,
  outreachPrograms: churches.outreachPrograms,
  facebookPage: churches.facebookPage,
  instagramHandle: churches.instagramHandle,
};

export type ChurchRow = ReturnType<typeof selectChurchPage>[number];
export type ChurchProfileRow = NonNullable<ReturnType<typeof selectApprovedChurch>>;

/** WHERE for the visitor-facing filters: approved churches only, every filter optional. */
function filterCondition(filters: ChurchFilters & { featured?: boolean }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(churches.status, "approved")];
  if (filters.denomination) conditions.push(eq(denominations.name, filters.denomination));
  if (filters.area) conditions.push(eq(areas.name, filters.area));
  if (filters.worshipStyle) conditions.push(eq(churches.worshipStyle, filters.worshipStyle));
  if (filters.featured !== undefined) conditions.push(eq(churches.featured, filters.featured));
  if (filters.language) {
    const language = filters.language;
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${churchLanguages} WHERE ${churchLanguages.churchId} = ${churches.id} AND ${churchLanguages.language} = ${language})`,
    );
  }
  const match = filters.search ? ftsQuery(filters.search) : null;
  if (filters.search && !match) conditions.push(sql`0`);
  if (match) conditions.push(sql`${churches.id} IN (SELECT rowid FROM churches_fts WHERE churches_fts MATCH ${match})`);
  return and(...conditions);
}

/** One page of matching churches, by name. */
export function selectChurchPage(db: Db, filters: ChurchFilters & { featured?: boolean }, limit: number, offset: number) {
  return db
    .select(publicColumns)
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(filterCondition(filters))
    .orderBy(asc(churches.name), asc(churches.id))
    .limit(limit)
    .offset(offset)
    .all();
}

export function countChurches(db: Db, filters: ChurchFilters & { featured?: boolean }): number {
  return db
    .select({ n: count() })
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(filterCondition(filters))
    .get()!.n;
}

/** Coordinates of matching churches for the map, bounded. */
export function selectMapPoints(db: Db, filters: ChurchFilters, limit: number) {
  return db
    .select({ id: churches.id, latitude: churches.latitude, longitude: churches.longitude, featured: churches.featured })
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(and(filterCondition(filters), sql`${churches.latitude} IS NOT NULL AND ${churches.longitude} IS NOT NULL`))
    .limit(limit)
    .all();
}

/** An approved church by id or slug, with the premium fields. */
export function selectApprovedChurch(db: Db, idOrSlug: { id: number } | { slug: string }) {
  return db
    .select(profileColumns)
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(and(eq(churches.status, "approved"), "id" in idOrSlug ? eq(churches.id, idOrSlug.id) : eq(churches.slug, idOrSlug.slug)))
    .get();
}

export function approvedChurchExists(db: Db, id: number): boolean {
  return db.select({ id: churches.id }).from(churches).where(and(eq(churches.id, id), eq(churches.status, "approved"))).get() !== undefined;
}

/** Languages of each church, by church id. */
export function selectLanguages(db: Db, churchIds: number[]): Map<number, ServiceLanguage[]> {
  const byChurch = new Map<number, ServiceLanguage[]>();
  if (!churchIds.length) return byChurch;
  const rows = db.select().from(churchLanguages).where(inArray(churchLanguages.churchId, churchIds)).all();
  for (const row of rows) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), row.language]);
  return byChurch;
}

export function selectDenominations(db: Db) {
  return db.select({ id: denominations.id, name: denominations.name }).from(denominations).orderBy(asc(denominations.name)).all();
}

export function selectAreas(db: Db) {
  return db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)).all();
}
