import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { slugify } from "../../lib/slug";
import { insertChurch, selectChurchById, slugTaken, updateChurch, type ChurchInsert, type StoredChurch } from "./queries";

/**
 * The user's own church, or 404 when it is not theirs: someone else's church answers exactly as one
 * that does not exist, so ids of pending submissions tell nothing (docs/decisions/0046-hardening-round-3.md).
 */
export function assertOwnsChurch(db: Db, user: { id: number }, id: number): StoredChurch {
  const church = selectChurchById(db, id);
  if (!church || church.ownerId !== user.id) throw notFound("Church not found");
  return church;
}

/** The name's slug, numbered when another church has it already. */
function uniqueSlug(db: Db, name: string): string {
  const base = slugify(name) || "church";
  let slug = base;
  for (let n = 2; slugTaken(db, slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A new church with a slug of its own from its name; call it inside the caller's transaction. */
export function addChurch(db: Db, row: Omit<ChurchInsert, "slug">): StoredChurch {
  return insertChurch(db, { ...row, slug: uniqueSlug(db, row.name) });
}

/** Changes the church's columns; call it inside the caller's transaction. Services: `setChurchServices`. */
export function changeChurch(db: Db, id: number, columns: Partial<ChurchInsert>): void {
  updateChurch(db, id, columns);
}
