import { localePath } from "../../src/contract/i18n/lang";
import { routes } from "../../src/contract/routes";
import type { OwnerChurch } from "../../src/contract/owner";
import type { AuditRole } from "./audit-sign-in";

/** One page of the audit: its name in the report (what `--only` matches), its path, who it is seen as. */
export interface AuditPage {
  name: string;
  path: string;
  /** Signed in as the demo owner or admin; absent: a visitor. */
  as?: AuditRole;
}

const getJson = async <T>(url: string, cookie?: string) => {
  const res = await fetch(url, cookie ? { headers: { cookie } } : {});
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
};

/** Each page, then its Spanish twin held to the same aims (docs/i18n.md). */
const withTwins = (pages: AuditPage[]): AuditPage[] => [...pages, ...pages.map((p) => ({ ...p, name: `${p.name} (es)`, path: localePath("es", p.path) }))];

/** The visitor's pages: home, directory, a featured profile, events, an article, a holiday's services and the contact form. */
async function publicPages(site: string): Promise<AuditPage[]> {
  const [profile] = await getJson<{ slug: string }[]>(`${site}/api/churches?featured=true&limit=1`);
  const [article] = await getJson<{ slug: string }[]>(`${site}/api/articles`);
  // A holiday with services in the demo data (the soonest one that has any).
  let holiday = "";
  for (const { occasion } of await getJson<{ occasion: string }[]>(`${site}/api/services`)) {
    if ((await getJson<unknown[]>(`${site}/api/services/${occasion}`)).length) {
      holiday = occasion;
      break;
    }
  }
  if (!profile || !article || !holiday) throw new Error("The demo data has no featured church, article or holiday with services");
  return withTwins([
    { name: "Home", path: routes.home },
    { name: "Directory", path: routes.directory },
    { name: "Profile", path: routes.church(profile.slug) },
    { name: "Events", path: routes.events },
    { name: "Article", path: routes.article(article.slug) },
    { name: "Holiday", path: routes.occasion(holiday) },
    { name: "Contact", path: routes.contact },
  ]);
}

/**
 * The demo owner's pages, in both languages: the dashboard and each of its tabs (separate
 * addresses: `?tab=`), the church form on one of the owner's churches and its service changes, the
 * forms an owner fills in (a new church, a claim, an event), account settings, the reports and
 * one monthly report when there is one.
 */
async function ownerPages(site: string, cookie: string): Promise<AuditPage[]> {
  const church = (await getJson<OwnerChurch[]>(`${site}/api/user/churches`, cookie)).find((c) => c.claimStatus === null && c.status === "approved");
  // The claim list links each church nobody owns to its claim form, as a visitor reads it: the demo
  // owner manages a church already, so its own list says so instead (one church an account).
  const claimable = /href="\/claim-church\/(\d+)"/.exec(await (await fetch(site + routes.claimChurches)).text())?.[1];
  if (!church || !claimable) throw new Error("The demo owner has no approved church, or no church is left to claim");
  // A premium church's monthly report, when one has been written yet (`bun run reports:monthly`).
  const [report] = await getJson<{ month: string; churchId: number }[]>(`${site}/api/user/reports`, cookie).catch(() => []);
  return withTwins(
    [
      { name: "Owner dashboard", path: routes.dashboard },
      ...(["churches", "analytics", "billing"] as const).map((tab) => ({ name: `Owner ${tab} tab`, path: `${routes.dashboard}?tab=${tab}` })),
      { name: "Owner church form", path: routes.churchEdit(church.id) },
      { name: "Owner service changes", path: routes.churchChanges(church.id) },
      { name: "Owner new church", path: routes.churchSubmission },
      { name: "Owner claim", path: routes.claimChurch(Number(claimable)) },
      { name: "Owner event form", path: routes.eventSubmission },
      { name: "Owner account", path: routes.account },
      { name: "Owner reports", path: routes.reports },
      ...(report ? [{ name: "Owner monthly report", path: routes.report(report.month, report.churchId) }] : []),
    ].map((p) => ({ ...p, as: "owner" as const })),
  );
}

/** The admin dashboard's tabs, each its own address (web/islands/AdminDashboard.tsx); the first is `/admin` itself. */
const ADMIN_TABS = ["updates", "listings", "bulk", "find", "content", "banners", "inbox", "outbox", "newsletter", "searches"] as const;

/** The demo admin's pages, in English only (administration screens stay English, docs/i18n.md). */
function adminPages(): AuditPage[] {
  return [
    { name: "Admin dashboard", path: routes.admin },
    ...ADMIN_TABS.map((tab) => ({ name: `Admin ${tab} tab`, path: `${routes.admin}?tab=${tab}` })),
    { name: "Admin billing test", path: "/billing-test" },
  ].map((p) => ({ ...p, as: "admin" as const }));
}

/** Every page of the audit, or those whose name contains one of `only` (case-insensitive). */
export async function auditPages(site: string, cookies: Record<AuditRole, string>, only: string[]): Promise<AuditPage[]> {
  const all = [...(await publicPages(site)), ...(await ownerPages(site, cookies.owner)), ...adminPages()];
  const wanted = only.map((o) => o.toLowerCase());
  const pages = wanted.length ? all.filter((p) => wanted.some((w) => p.name.toLowerCase().includes(w))) : all;
  if (!pages.length) throw new Error(`No page's name contains ${only.map((o) => `'${o}'`).join(" or ")}; the pages are: ${all.map((p) => p.name).join(", ")}`);
  return pages;
}
