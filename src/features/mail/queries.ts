import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { OutboxStatus } from "../../contract/outbox";
import type { Db, DbOrTx } from "../../db/client";
import { outbox } from "../../db/schema";

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = Omit<typeof outbox.$inferInsert, "id" | "status" | "attempts" | "lastError" | "sentAt" | "createdAt">;

export function insertOutboxRow(db: DbOrTx, row: NewOutboxRow): number {
  return db.insert(outbox).values(row).returning({ id: outbox.id }).get()!.id;
}

/**
 * Claims the oldest due message in one statement, so two workers never take the same row: queued
 * mail whose time has come, or mail left 'sending' by a worker that died (its lease ran out).
 * The claim counts as an attempt; `nextAttemptAt` becomes the lease's end and the claim's token.
 */
export function claimDueMail(db: Db, now: Date, leaseUntil: Date): OutboxRow | undefined {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(or(eq(outbox.status, "queued"), eq(outbox.status, "sending")), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1);
  return db
    .update(outbox)
    .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning()
    .get();
}

/** Only the claim's holder may settle it (its lease end is the token). */
const held = (claim: OutboxRow) => and(eq(outbox.id, claim.id), eq(outbox.status, "sending"), eq(outbox.nextAttemptAt, claim.nextAttemptAt));

export function markSent(db: Db, claim: OutboxRow, at: Date): void {
  db.update(outbox).set({ status: "sent", sentAt: at, lastError: null }).where(held(claim)).run();
}

/** Back in the queue for `retryAt`, or failed for good when `retryAt` is null. */
export function markAttemptFailed(db: Db, claim: OutboxRow, error: string, retryAt: Date | null): void {
  db.update(outbox)
    .set(retryAt ? { status: "queued", nextAttemptAt: retryAt, lastError: error } : { status: "failed", lastError: error })
    .where(held(claim))
    .run();
}

/** A page of the outbox, newest first, optionally of one status, with the count of all that match. */
export function selectOutboxPage(db: Db, status: OutboxStatus | undefined, limit: number, offset: number) {
  const where = status ? eq(outbox.status, status) : undefined;
  const rows = db
    .select({ id: outbox.id, kind: outbox.kind, to: outbox.to, subject: outbox.subject, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError, nextAttemptAt: outbox.nextAttemptAt, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(outbox).where(where).get()!.n;
  return { rows, total };
}

export function selectOutboxRow(db: Db, id: number): OutboxRow | undefined {
  return db.select().from(outbox).where(eq(outbox.id, id)).get();
}

/** The newest error of a message still waiting or given up since `since`: what the dashboard's banner quotes. */
export function selectLastMailError(db: Db, since: Date): string | null {
  return (
    db
      .select({ lastError: outbox.lastError })
      .from(outbox)
      .where(and(isNotNull(outbox.lastError), or(inArray(outbox.status, ["queued", "sending"]), and(eq(outbox.status, "failed"), gte(outbox.createdAt, since)))))
      .orderBy(desc(outbox.id))
      .limit(1)
      .get()?.lastError ?? null
  );
}

/** Unsent mail by state: waiting (never failed), retrying (failed before, tried again later), failed for good. */
export function countOutboxBacklog(db: Db): { waiting: number; retrying: number; failed: number } {
  return db
    .select({
      waiting: sql<number>`coalesce(sum(${outbox.status} in ('queued', 'sending') and ${outbox.lastError} is null), 0)`,
      retrying: sql<number>`coalesce(sum(${outbox.status} in ('queued', 'sending') and ${outbox.lastError} is not null), 0)`,
      failed: sql<number>`coalesce(sum(${outbox.status} = 'failed'), 0)`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ["queued", "sending", "failed"]))
    .get()!;
}
