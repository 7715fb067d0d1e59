import type { Db } from "../../db/client";
import type { churches } from "../../db/schema";
import { selectLanguages } from "./page-rows-queries";
import { countChurchesOfOwner, selectApprovedExists, selectChurchById, selectChurchLanguages, selectLapsedChurches, selectOwnersChurch } from "./queries";

/** A church's row as stored, and as written. */
export type StoredChurch = typeof churches.$inferSelect;
export type ChurchInsert = typeof churches.$inferInsert;

/** A church's own row, any status, for the features that manage churches; undefined when there is none. */
export const churchById = (db: Db, id: number): StoredChurch | undefined => selectChurchById(db, id);

/** The user's church (an owner has one), approved or not. */
export const ownersChurch = (db: Db, userId: number) => selectOwnersChurch(db, userId);

/** How many churches the user owns, whatever their status. */
export const countOwnedChurches = (db: Db, userId: number): number => countChurchesOfOwner(db, userId);

/** Whether visitors see the church: it exists and is approved. */
export const approvedChurchExists = (db: Db, id: number): boolean => selectApprovedExists(db, id);

/** The languages a church's services are held in, as stored. */
export const languagesOfChurch = (db: Db, churchId: number) => selectChurchLanguages(db, churchId);

/** The languages of each of the churches, read in one query. */
export const languagesOfChurches = (db: Db, churchIds: number[]) => selectLanguages(db, churchIds);

/** Churches whose paid period has passed: the expiry job looks at them again. */
export const lapsedChurches = (db: Db, now: Date) => selectLapsedChurches(db, now);
