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
  /** When the church was listed (ISO): its monthly reports start with that month (docs/decisions/0036-monthly-reports.md). */
  createdAt: string;
  /** When the services were last saved or confirmed ('These times are still right'); null: never. */
  servicesConfirmedAt: string | null;
  /**
   * The San Antonio day (YYYY-MM-DD) of `servicesConfirmedAt`, worked out by the server: the
   * dashboard says how long ago without a time-zone formatter of its own, whose first use is one of
   * the longest tasks on a slow phone (docs/decisions/0040-first-paint.md).
   */
  servicesConfirmedOn: string | null;
  /** Set when the user asked to claim this church and it is not theirs yet. */
  claimStatus: "pending" | "approved" | "rejected" | null;
  /**
   * The admin's reason for rejecting the church, or the claim when `claimStatus` is set, as typed
   * (the owner reads it on the dashboard besides the mail); null when none was given or nothing is rejected.
   */
  rejectionReason: string | null;
}

/** The dashboard's tabs, each also an address (`/dashboard?tab=churches`) that works without JavaScript. */
export const DASHBOARD_TABS = ["overview", "churches", "analytics", "billing"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The figures the owner's charts show, in the order they are drawn (docs/product.md M6). */
export const ANALYTICS_METRICS = ["profileViews", "websiteClicks", "phoneClicks", "directionClicks"] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
export type AnalyticsFigures = Record<AnalyticsMetric, number>;

/** One San Antonio day (YYYY-MM-DD) or month (YYYY-MM): the church's figures and its peers' median. */
export interface AnalyticsPoint {
  period: string;
  church: AnalyticsFigures;
  median: AnalyticsFigures;
}

/** A run of days or months, oldest first, none missing, with the totals over the whole run. */
export interface AnalyticsSeries {
  points: AnalyticsPoint[];
  total: { church: AnalyticsFigures; median: AnalyticsFigures };
}

/**
 * GET /api/user/analytics: per church of the owner, the last 30 days and 12 months beside the median
 * of the approved churches of its denomination (`peers` of them; docs/decisions/0030).
 */
export interface ChurchAnalytics {
  churchId: number;
  name: string;
  denomination: string | null;
  peers: number;
  days: AnalyticsSeries;
  months: AnalyticsSeries;
  /** How many people saved the church to their shortlist this San Antonio month, each once (docs/decisions/0062-shortlist-accounts.md). */
  savedThisMonth: number;
}

/** POST /api/user/churches/{id}/services/confirm: the stamp just written. */
export interface ServicesConfirmation {
  servicesConfirmedAt: string;
}

/** Where the dashboard's 'These times are still right' button posts, with or without JavaScript. */
export const servicesConfirmPath = (churchId: number) => `/api/user/churches/${churchId}/services/confirm`;
/** The dashboard after a confirmation posted without JavaScript, saying it is done. */
export const SERVICES_CONFIRMED_PAGE = "/dashboard?confirmed=services";
