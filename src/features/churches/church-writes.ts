import { PREMIUM_FIELDS } from "../../contract/church-form";
import type { ChurchStatus } from "../../contract/options";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { slugify } from "../../lib/slug";
import { insertChurch, selectChurchById, slugTaken, updateChurch, updatePaidState, type ChurchInsert, type StoredChurch } from "./queries";
import { msg } from "../../contract/i18n/msg";

/**
 * The user's own church, or 404 when it is not theirs: someone else's church answers exactly as one
 * that does not exist, so ids of pending submissions tell nothing (docs/decisions/0046-hardening-round-3.md).
 */
export function assertOwnsChurch(db: Db, user: { id: number }, id: number): StoredChurch {
  const church = selectChurchById(db, id);
  if (!church || church.ownerId !== user.id) throw notFound(msg("churchNotFound", "Church not found"));
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

/** A listing's words, links, pictures and kind: what an owner, an admin or an accepted update request changes. */
const LISTING_COLUMNS = ["name", "nameEs", "address", "zip", "phone", "website", "publicEmail", "description", "descriptionEs", "denominationId", "areaId", "worshipStyle", "heroImage", "youtubeChannel", "recentSermons", ...PREMIUM_FIELDS] as const;
export type ListingChange = Partial<Pick<ChurchInsert, (typeof LISTING_COLUMNS)[number]>>;

/** Where the church's pin stands, and whether it is only near (a ZIP's or an area's centre). */
export interface PinChange {
  latitude: number;
  longitude: number;
  locationApproximate: boolean;
}

/**
 * A change of a church, by what it is: its listing, its pin, its review status, whether an admin
 * features it (docs/architecture.md, one owner per table). Anything else of the row (owner, paid
 * state, confirmation of its times) has a command of its own. Call it inside the caller's
 * transaction; services: `setChurchServices`, visit facts: `setChurchVisitFacts`.
 */
export interface ChurchChange {
  listing?: ListingChange;
  pin?: PinChange;
  status?: ChurchStatus;
  /** With `status: "rejected"`: the admin's reason its owner is shown (null: none given). Any other status clears it. */
  rejectionReason?: string | null;
  featured?: boolean;
}

/** The review's columns: a rejection keeps the reason it is given (or the one it has), any other status has none. */
function reviewColumns({ status, rejectionReason }: ChurchChange): Partial<ChurchInsert> {
  if (!status) return {};
  if (status !== "rejected") return { status, rejectionReason: null };
  return rejectionReason === undefined ? { status } : { status, rejectionReason };
}

/** The columns a change writes: the listing's own only, whatever else the object carries. */
export function columnsOf(change: ChurchChange): Partial<ChurchInsert> {
  const listing = Object.fromEntries(LISTING_COLUMNS.filter((column) => change.listing?.[column] !== undefined).map((column) => [column, change.listing![column]]));
  return { ...listing, ...change.pin, ...reviewColumns(change), ...(change.featured === undefined ? {} : { featured: change.featured }) };
}

export function changeChurch(db: Db, id: number, change: ChurchChange): void {
  const columns = columnsOf(change);
  if (Object.keys(columns).length > 0) updateChurch(db, id, columns);
}

/** An approved claim: the church is the claimant's from now on. */
export function setChurchOwner(db: Db, id: number, ownerId: number): void {
  updateChurch(db, id, { ownerId });
}

/** A paid plan's state on the church: featured while paid, premium while a premium plan is paid, neither after (docs/decisions/0033-plans.md). */
export function setChurchPaidState(db: Db, churchId: number, paidUntil: Date | null, premium: boolean): void {
  updatePaidState(db, churchId, paidUntil, premium);
}

/** The owner was asked by mail whether the times are still right (docs/service-times.md, Asking the churches). */
export function markServicesAsked(db: Db, id: number, at: Date): void {
  updateChurch(db, id, { servicesAskedAt: at });
}
