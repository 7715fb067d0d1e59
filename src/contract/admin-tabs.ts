/** The admin dashboard's tabs, each its own address (`/admin?tab=…`), in the order shown. */
export const ADMIN_TABS = [
  ["approvals", "Church Approvals"],
  ["updates", "Information Updates"],
  ["listings", "Manage Listings"],
  ["bulk", "Bulk Update"],
  ["find", "Find Churches"],
  ["invitations", "Invitations"],
  ["content", "Content"],
  ["banners", "Banners"],
  ["inbox", "Inbox"],
  ["outbox", "Outbox"],
  ["newsletter", "Newsletter"],
  ["searches", "Searches Found Nothing"],
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number][0];

/** The tab a `?tab=` asks for; the first when it names none. */
export const adminTabOf = (asked: string | null): AdminTab => ADMIN_TABS.find(([t]) => t === asked)?.[0] ?? "approvals";
