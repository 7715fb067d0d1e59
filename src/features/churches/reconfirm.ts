import type { Db } from "../../db/client";
import { selectChurchesToReconfirm } from "./reconfirm-queries";

const DAY_MS = 86_400_000;
/** Times confirmed longer ago than this are asked about (docs/service-times.md, Asking the churches). */
export const RECONFIRM_AFTER_DAYS = 90;
/** An owner is asked about a church at most once in this many days. */
export const ASK_AGAIN_AFTER_DAYS = 30;

/** The churches whose owners are due a 'still right?' mail at `now`. */
export function churchesToReconfirm(db: Db, now: Date): { id: number; name: string; ownerId: number }[] {
  return selectChurchesToReconfirm(db, new Date(now.getTime() - RECONFIRM_AFTER_DAYS * DAY_MS), new Date(now.getTime() - ASK_AGAIN_AFTER_DAYS * DAY_MS));
}
