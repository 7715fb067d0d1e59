import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churches } from "../../db/schema";

/**
 * A page of approved churches for the open data, by id: the public columns only, named one by one,
 * so a column added to the table tomorrow (an owner, a note for the admin) stays out until it is
 * chosen here (docs/decisions/0090-open-data-licence.md).
 */
export function selectOpenChurches(db: Db, limit: number, afterId: number) {
  return db
    .select({
      id: churches.id,
      slug: churches.slug,
      name: churches.name,
      denominationId: churches.denominationId,
      areaId: churches.areaId,
      address: churches.address,
      zip: churches.zip,
      phone: churches.phone,
      website: churches.website,
      latitude: churches.latitude,
      longitude: churches.longitude,
      locationApproximate: churches.locationApproximate,
      worshipStyle: churches.worshipStyle,
      servicesConfirmedAt: churches.servicesConfirmedAt,
    })
    .from(churches)
    .where(and(eq(churches.status, "approved"), gt(churches.id, afterId)))
    .orderBy(asc(churches.id))
    .limit(limit)
    .all();
}
