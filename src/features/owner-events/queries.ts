import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";

/** Events this user submitted, newest first, bounded. */
export function selectSubmittedEvents(db: Db, userId: number, limit: number) {
  return db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, status: events.status, rejectionReason: events.rejectionReason })
    .from(events)
    .where(eq(events.submittedBy, userId))
    .orderBy(desc(events.createdAt))
    .limit(limit)
    .all();
}
