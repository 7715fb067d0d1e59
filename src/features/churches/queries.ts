import { and, asc, eq, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { ServiceLanguage } from "../../contract/options";
import type { Db } from "../../db/client";
import { areas, churches, churchLanguages, denominations } from "../../db/schema";
import { listColumns } from "./list-columns";


export type ChurchInsert = typeof churches.$inferInsert;
export type StoredChurch = typeof churches.$inferSelect;

export function anyDemoChurch(db: Db): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.isDemo, true)).limit(1).get() !== undefined;
}


const profileColumns = {
  ...listColumns,
  descriptionEs: churches.descriptionEs,
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

/** A profile's row by id and by slug: prepared once per database (docs/decisions/0079-render-cost.md). */
function buildProfileStatements(db: Db) {
  const approved = (key: SQL) => db.select(profileColumns).from(churches).where(and(eq(churches.status, "approved"), key)).prepare();
  return { byId: approved(eq(churches.id, sql.placeholder("id"))), bySlug: approved(eq(churches.slug, sql.placeholder("slug"))) };
}
const profileStatements = new WeakMap<Db, ReturnType<typeof buildProfileStatements>>();

/** An approved church by id or slug, with the premium fields. */
export function selectApprovedChurch(db: Db, key: { id: number } | { slug: string }) {
  let statements = profileStatements.get(db);
  if (!statements) profileStatements.set(db, (statements = buildProfileStatements(db)));
  return "id" in key ? statements.byId.get({ id: key.id }) : statements.bySlug.get({ slug: key.slug });
}

export function selectApprovedExists(db: Db, id: number): boolean {
  return db.select({ id: churches.id }).from(churches).where(and(eq(churches.id, id), eq(churches.status, "approved"))).get() !== undefined;
}

export function selectDenominations(db: Db) {
  return db.select({ id: denominations.id, name: denominations.name }).from(denominations).orderBy(asc(denominations.name)).all();
}

export function selectAreas(db: Db) {
  return db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)).all();
}

/*
 * The church rows themselves, whatever their status: other features change them only through
 * this feature's service (docs/decisions/0015-table-owners-and-data-version.md).
 */

export function selectChurchById(db: Db, id: number): StoredChurch | undefined {
  return db.select().from(churches).where(eq(churches.id, id)).get();
}

export function countChurchesOfOwner(db: Db, userId: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(churches).where(eq(churches.ownerId, userId)).get()!.n;
}

/** The user's church (an owner has one), approved or not. */
export function selectOwnersChurch(db: Db, userId: number) {
  return db.select({ id: churches.id, name: churches.name, status: churches.status, address: churches.address }).from(churches).where(eq(churches.ownerId, userId)).get();
}

export function slugTaken(db: Db, slug: string): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.slug, slug)).get() !== undefined;
}

export function insertChurch(db: Db, row: ChurchInsert): StoredChurch {
  return db.insert(churches).values(row).returning().get();
}

export function updateChurch(db: Db, id: number, row: Partial<ChurchInsert>): void {
  db.update(churches).set({ ...row, updatedAt: new Date() }).where(eq(churches.id, id)).run();
}

export function selectChurchLanguages(db: Db, churchId: number): ServiceLanguage[] {
  return db.select({ language: churchLanguages.language }).from(churchLanguages).where(eq(churchLanguages.churchId, churchId)).all().map((r) => r.language);
}

export function replaceChurchLanguages(db: Db, churchId: number, languages: ServiceLanguage[]): void {
  db.delete(churchLanguages).where(eq(churchLanguages.churchId, churchId)).run();
  if (languages.length) db.insert(churchLanguages).values(languages.map((language) => ({ churchId, language }))).run();
}

/** A paid plan's state on the church: featured while paid, premium while a premium plan is paid, neither after (docs/decisions/0033-plans.md). */
export function updatePaidState(db: Db, churchId: number, paidUntil: Date | null, premium: boolean): void {
  db.update(churches).set({ paidUntil, featured: paidUntil !== null, isPremium: paidUntil !== null && premium }).where(eq(churches.id, churchId)).run();
}

/** Churches whose paid period has passed (the expiry job looks at them again). */
export function selectLapsedChurches(db: Db, now: Date) {
  return db.select({ id: churches.id }).from(churches).where(and(isNotNull(churches.paidUntil), lt(churches.paidUntil, now))).limit(500).all();
}

/** The centre of the approved churches with a ZIP code and a place on the map, or undefined when there are none. */
export function selectZipCentre(db: Db, zip: string): { lat: number; lng: number } | undefined {
  const row = db
    .select({ lat: sql<number | null>`avg(${churches.latitude})`, lng: sql<number | null>`avg(${churches.longitude})` })
    .from(churches)
    .where(and(eq(churches.status, "approved"), eq(churches.zip, zip), isNotNull(churches.latitude), isNotNull(churches.longitude)))
    .get();
  return row?.lat == null || row.lng == null ? undefined : { lat: row.lat, lng: row.lng };
}

/** The approved premium churches' ids, in order: read from their own index, not from every church. */
export function selectPremiumChurchIds(db: Db): number[] {
  return db
    .select({ id: churches.id })
    .from(churches)
    .where(and(eq(churches.isPremium, true), eq(churches.status, "approved")))
    .orderBy(asc(churches.id))
    .all()
    .map((r) => r.id);
}

/** The names of the churches among `ids`, by id. */
export function selectChurchNames(db: Db, ids: readonly number[]): Map<number, string> {
  if (!ids.length) return new Map();
  return new Map(db.select({ id: churches.id, name: churches.name }).from(churches).where(inArray(churches.id, [...ids])).all().map((r) => [r.id, r.name]));
}

/** The report data of the approved premium churches among `ids`: who gets a monthly report (docs/product.md, Monthly reports). */
export function selectReportChurches(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: churches.id,
      slug: churches.slug,
      name: churches.name,
      ownerId: churches.ownerId,
      denominationId: churches.denominationId,
      areaId: churches.areaId,
      worshipStyle: churches.worshipStyle,
      isPremium: churches.isPremium,
      servicesConfirmedAt: churches.servicesConfirmedAt,
      createdAt: churches.createdAt,
    })
    .from(churches)
    .where(and(eq(churches.status, "approved"), inArray(churches.id, [...ids])))
    .orderBy(asc(churches.id))
    .all();
}


/** A church's name, undefined when there is no such church. */
export function selectChurchName(db: Db, id: number): string | undefined {
  return db.select({ name: churches.name }).from(churches).where(eq(churches.id, id)).get()?.name;
}

/**
 * Every church's id and name, for the collator's order (name-ranks.ts), as [id, name] pairs: at
 * 380,000 churches drizzle's objects took three times as long to read (308 against 104 ms).
 */
export function selectAllChurchNames(db: Db): [number, string][] {
  return db.values<[number, string]>(sql`SELECT ${churches.id}, ${churches.name} FROM ${churches}`);
}
