import { lt } from "drizzle-orm";
import type { Db } from "./client";
import { payments } from "./schema";

/** Privacy policy: payment records are kept 7 years (tax law), then deleted. */
export const PAYMENT_RETENTION_YEARS = 7;

export function purgeOldPayments(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PAYMENT_RETENTION_YEARS);
  db.delete(payments).where(lt(payments.createdAt, cutoff)).run();
}
