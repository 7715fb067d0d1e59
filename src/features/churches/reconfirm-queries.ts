/** The churches whose owners are due a 'still right?' mail (docs/service-times.md, Asking the churches). */
import { and, asc, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churches } from "../../db/schema";

/** Approved churches with an owner, confirmed before `confirmedBefore` (or never) and not asked since `askedBefore`. */
export function selectChurchesToReconfirm(db: Db, confirmedBefore: Date, askedBefore: Date): { id: number; name: string; ownerId: number }[] {
  return db
    .select({ id: churches.id, name: churches.name, ownerId: churches.ownerId })
    .from(churches)
    .where(
      and(
        eq(churches.status, "approved"),
        isNotNull(churches.ownerId),
        or(isNull(churches.servicesConfirmedAt), lt(churches.servicesConfirmedAt, confirmedBefore)),
        or(isNull(churches.servicesAskedAt), lt(churches.servicesAskedAt, askedBefore)),
      ),
    )
    .orderBy(asc(churches.id))
    .all() as { id: number; name: string; ownerId: number }[];
}
