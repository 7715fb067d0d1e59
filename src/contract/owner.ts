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
  /** When the services were last saved or confirmed ('These times are still right'); null: never. */
  servicesConfirmedAt: string | null;
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

/** POST /api/user/churches/{id}/services/confirm: the stamp just written. */
export interface ServicesConfirmation {
  servicesConfirmedAt: string;
}

/** Where the dashboard's 'These times are still right' button posts, with or without JavaScript. */
export const servicesConfirmPath = (churchId: number) => `/api/user/churches/${churchId}/services/confirm`;
/** The dashboard after a confirmation posted without JavaScript, saying it is done. */
export const SERVICES_CONFIRMED_PAGE = "/dashboard?confirmed=services";
