import type { Db } from "../../db/client";
import { dataVersion } from "../../db/data-version";
import { anyDemoChurch, selectFeaturedChurches } from "./queries";

export type FeaturedChurch = ReturnType<typeof selectFeaturedChurches>[number];

/** Home shows at most this many featured churches. */
export const HOME_FEATURED_LIMIT = 6;

const demoFlags = new WeakMap<Db, { version: number; value: boolean }>();

/** Whether demo rows exist, asked once per data version (every page's shell shows it). */
export function hasDemoData(db: Db): boolean {
  let flag = demoFlags.get(db);
  if (flag?.version !== dataVersion()) {
    flag = { version: dataVersion(), value: anyDemoChurch(db) };
    demoFlags.set(db, flag);
  }
  return flag.value;
}

export function featuredChurches(db: Db, limit = HOME_FEATURED_LIMIT): FeaturedChurch[] {
  return selectFeaturedChurches(db, limit);
}
