import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { areas, churches, denominations } from "../../db/schema";

export function anyDemoChurch(db: Db): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.isDemo, true)).limit(1).get() !== undefined;
}

/** Approved featured churches by name, with their denomination and area names. */
export function selectFeaturedChurches(db: Db, limit: number) {
  return db
    .select({
      id: churches.id,
      slug: churches.slug,
      name: churches.name,
      description: churches.description,
      address: churches.address,
      zip: churches.zip,
      phone: churches.phone,
      heroImage: churches.heroImage,
      isPremium: churches.isPremium,
      denomination: denominations.name,
      area: areas.name,
    })
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(and(eq(churches.featured, true), eq(churches.status, "approved")))
    .orderBy(asc(churches.name))
    .limit(limit)
    .all();
}
