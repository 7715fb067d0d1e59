import type { VisitFacts } from "./visit-facts";
import type { ChurchServiceFields } from "./churches";
import type { ChurchStatus, ClaimRole } from "./options";

/** A church waiting for an admin (docs/product.md M7: Church Approvals). */
export interface PendingChurch {
  id: number;
  name: string;
  slug: string;
  denomination: string | null;
  area: string | null;
  address: string;
  zip: string;
  phone: string | null;
  website: string | null;
  description: string;
  owner: string | null;
  /** The uploaded photo's widest variant (or an imported URL); the card reads its srcset from it. */
  heroImage: string | null;
  /** The weekly services as the profile words them (docs/service-times.md). */
  services: string[];
  worshipStyle: string | null;
  latitude: number | null;
  longitude: number | null;
  locationApproximate: boolean;
  createdAt: string;
}

/** An owner's request to take over an unclaimed church. */
export interface PendingClaim {
  id: number;
  churchId: number;
  churchName: string;
  churchAddress: string;
  claimant: string;
  claimantEmail: string;
  /** What the claim form asked (docs/decisions/0035-claim-safeguards.md); null on claims made before it asked. */
  role: ClaimRole | null;
  phone: string | null;
  note: string | null;
  /** The domain of the address the claimant verified through the mailed link; null: not verified. */
  verifiedDomain: string | null;
  createdAt: string;
}

/** The fields an update request may change, with the church's current and proposed values. */
import type { ServiceRowChange } from "./service-times/diff";
import { msg } from "./i18n/msg";

export const UPDATE_FIELDS = ["name", "denomination", "description", "descriptionEs", "address", "zip", "area", "phone", "website", "youtubeChannel", "services", "specialServices", "visitFacts"] as const;
export type UpdateField = (typeof UPDATE_FIELDS)[number];

export interface PendingUpdateRequest {
  id: number;
  churchId: number;
  churchName: string;
  submitterName: string;
  submitterEmail: string;
  submitterRole: ClaimRole;
  updateReason: string;
  createdAt: string;
  /** Only the fields the request proposes to change; services also row by row (`rows`). */
  changes: { field: UpdateField; current: string; proposed: string; rows?: ServiceRowChange[] }[];
}

/** A row of Manage Listings and Bulk Update, with its services. */
export interface AdminChurch extends ChurchServiceFields, VisitFacts {
  id: number;
  slug: string;
  name: string;
  status: ChurchStatus;
  denomination: string;
  area: string;
  address: string;
  zip: string;
  phone: string;
  website: string;
  description: string;
  descriptionEs: string;
  featured: boolean;
  isPremium: boolean;
  latitude: string;
  longitude: string;
  locationApproximate: boolean;
  heroImage: string;
  logoImage: string;
  youtubeChannel: string;
  recentSermons: string[];
  owner: string | null;
  updatedAt: string;
  /** The San Antonio day of `servicesConfirmedAt` (YYYY-MM-DD), as the owner's churches carry it. */
  servicesConfirmedOn: string | null;
}

/** One change in a church's history (audit log). */
export interface HistoryEntry {
  at: string;
  actor: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

export const adminMessages = {
  claimTaken: msg("churchHasOwner", "This church already has an owner."),
  claimantHasChurch: msg("claimantOwns", "The claimant already owns a church."),
  notPending: msg("alreadyDecided", "This was already decided."),
  /** Approving a church whose pin is approximate, unconfirmed (docs/decisions/0034-approval-pin.md). */
  approximatePin: (name: string) => `The map pin for ${name} is approximate (placed from the ZIP/area). Approve anyway?`,
} as const;

/** GET /api/admin/searches/unanswered: a directory search of the last 30 days that found no church (docs/product.md, Monthly reports). */
export interface UnansweredSearch {
  /** The search in words ('Spanish services on Sunday evening in South Side'). */
  label: string;
  searches: number;
  /** How many of them found no church. */
  noResults: number;
}
