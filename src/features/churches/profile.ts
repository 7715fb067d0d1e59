import { PREMIUM_FIELDS } from "../../contract/church-form";
import type { ChurchProfile } from "../../contract/churches";
import { haversineMiles, type Point } from "../../contract/distance";
import type { Db } from "../../db/client";
import { toPublic } from "./public-church";
import { selectApprovedChurch } from "./queries";

/** A church by numeric id or slug (docs/product.md V7: /church/{id or slug}); approved only; with `near`, its distance from there. */
export function findChurch(db: Db, idOrSlug: string, near?: Point): ChurchProfile | null {
  const key = /^\d{1,12}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
  const row = selectApprovedChurch(db, key);
  if (!row) return null;
  // Premium fields are a paid feature: a church without premium keeps them stored, unshown.
  if (!row.isPremium) for (const field of PREMIUM_FIELDS) if (field in row) (row as Record<string, unknown>)[field] = null;
  const church = toPublic([row], db, new Date())[0]!;
  if (near && row.latitude !== null && row.longitude !== null) {
    church.distanceMiles = Math.round(haversineMiles(near, { lat: row.latitude, lng: row.longitude }) * 100) / 100;
  }
  return church;
}
