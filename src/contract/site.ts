/** Names and constants shown across the site. Isomorphic: imported by server and browser. */
export const SITE_NAME = "San Antonio Church Directory";
export const TIME_ZONE = "America/Chicago";
export const DEFAULT_DESCRIPTION =
  "Find a church in San Antonio, Texas by denomination, neighbourhood, worship style and language, with service times, events and news.";
export const SUPPORT_EMAIL = "hello@example.org";
export const SUPPORT_PHONE = "(210) 555-0100";
export const SITE_MANAGER = "Alamo City Web Works";
/** Dates of the legal pages, per the docs/product.md (management side). */
export const LEGAL_LAST_UPDATED = "July 23, 2025";
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 1;
/** The postal address every e-mail's footer carries (docs/mail.md). */
export const SITE_POSTAL_ADDRESS = "San Antonio, Texas";
