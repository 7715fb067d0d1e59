/** Route paths of the site, shared by server, pages and islands. */
export const routes = {
  home: "/",
  directory: "/directory",
  featured: "/featured",
  events: "/events",
  news: "/news",
  about: "/about",
  advertise: "/advertise",
  contact: "/contact",
  terms: "/terms",
  privacy: "/privacy",
  /** The open data and the API's description (docs/open-data.md). */
  openData: "/open-data",
  login: "/login",
  register: "/register",
  dashboard: "/dashboard",
  admin: "/admin",
  adminLogin: "/admin/login",
  forgotPassword: "/forgot-password",
  adminForgotPassword: "/admin/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  account: "/dashboard/account",
  accountDeleted: "/account-deleted",
  /** The premium monthly reports (docs/product.md, Monthly reports). */
  reports: "/dashboard/reports",
  report: (month: string, churchId: number) => `/dashboard/reports/${month}?church=${churchId}`,
  /** The mailed 'Still right' link's page: a button that confirms the service times. */
  servicesStillRight: "/services-still-right",
  churchSubmission: "/church-submission",
  eventSubmission: "/event-submission",
  verifyChurch: "/verify-church",
  churchEdit: (id: number) => `/church-edit/${id}`,
  /** 'Cancel or change one date': a church's dated exceptions (docs/service-times.md, Exceptions). */
  churchChanges: (id: number) => `/church-edit/${id}/changes`,
  /** Claiming a listed church: the list without JavaScript, one church's claim form, the mailed verification link (docs/decisions/0035-claim-safeguards.md). */
  claimChurches: "/claim-church",
  claimChurch: (id: number) => `/claim-church/${id}`,
  verifyClaim: "/verify-claim",
  church: (slug: string) => `/church/${encodeURIComponent(slug)}`,
  /** A church's profile back from 'Suggest an update', its confirmation in place (docs/product.md M7). */
  churchUpdateSent: (slug: string) => `/church/${encodeURIComponent(slug)}?sent=update`,
  /** A church's calendar of services and events (docs/service-times.md, Church calendar). */
  churchCalendar: (slug: string) => `/church/${encodeURIComponent(slug)}/calendar.ics`,
  /** Holiday services: the occasions, one occasion's page, its calendar (docs/service-times.md). */
  occasions: "/services",
  occasion: (occasion: string) => `/services/${occasion}`,
  occasionCalendar: (occasion: string) => `/services/${occasion}.ics`,
  article: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  /** The shortlist and its Save form's post (docs/product.md V10). */
  shortlist: "/list",
  shortlistSave: "/list/save",
} as const;

/** Old addresses that answer 301 (docs/product.md V2, redirects; docs/product.md D7). */
export function redirectTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/bulletin" || path.startsWith("/bulletin/")) return routes.news;
  const exact: Record<string, string> = {
    "/church-directory": routes.directory,
    "/churches": routes.directory,
    "/church-listings": routes.directory,
    "/featured-churches": routes.featured,
    "/church-events": routes.events,
    "/about-us": routes.about,
    "/contact-us": routes.contact,
    "/advertising": routes.advertise,
    "/index.html": routes.home,
    "/index.php": routes.home,
    "/home": routes.home,
  };
  return exact[path] ?? null;
}
