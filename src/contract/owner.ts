import type { ChurchStatus } from "./options";

/** A church on the owner's dashboard (docs/product.md M7: My Churches). */
export interface OwnerChurch {
  id: number;
  slug: string;
  name: string;
  status: ChurchStatus;
  featured: boolean;
  isPremium: boolean;
  denomination: string | null;
  area: string | null;
  address: string;
  updatedAt: string;
  /** Set when the user asked to claim this church and it is not theirs yet. */
  claimStatus: "pending" | "approved" | "rejected" | null;
}

/** Management spec 3: an analytics record, per church and month. */
export interface AnalyticsRecord {
  churchId: number;
  month: string;
  profileViews: number;
  directoryViews: number;
  websiteClicks: number;
  phoneClicks: number;
  directionClicks: number;
}
