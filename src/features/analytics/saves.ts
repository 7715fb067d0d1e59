import { createHash } from "node:crypto";
import type { Db } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { deleteSavesSeenBefore, incrementCounter, markSaveSeen, selectSavesIn } from "./queries";
import { RotatingSalt } from "./rotating-salt";

/**
 * Counts the people who save a church to their shortlist, once per person, church and San Antonio
 * month (docs/decisions/0062-shortlist-accounts.md): saving, removing and saving again is one. As
 * for views (docs/product.md D20), a person is recognised by a hash salted with a secret that lives
 * in memory and changes each month; the visitor key hashed is the account for a signed-in person,
 * else the address and browser analytics use. No key is stored, only its hash, for the month.
 */
export class SaveCounter {
  private readonly salt: RotatingSalt;

  constructor(private readonly db: Db) {
    this.salt = new RotatingSalt((month) => deleteSavesSeenBefore(db, month));
  }

  /** Answers whether the save was counted (false when this person already saved the church this month). */
  record(churchId: number, visitor: string, now = new Date()): boolean {
    const day = centralDay(now);
    const month = day.slice(0, 7);
    const hash = createHash("sha256").update(`${this.salt.for(month)}|${visitor}|${churchId}`).digest("base64url");
    if (!markSaveSeen(this.db, month, hash)) return false;
    incrementCounter(this.db, churchId, day, "saves");
    return true;
  }
}

/** How many people saved the church in the San Antonio month of `now`. */
export function savesThisMonth(db: Db, churchId: number, now = new Date()): number {
  return selectSavesIn(db, churchId, centralDay(now).slice(0, 7));
}
