import { centralDay } from "../../lib/dates";
import { AdminDashboardPage } from "../../../web/pages/AdminDashboardPage";
import { adminTabOf } from "../../contract/admin-tabs";
import { AuthPage } from "../../../web/pages/AuthPage";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { areaOptions, denominationOptions } from "../churches/service";
import { FIRST_ADMIN_COMMAND, hasAdministrator } from "../accounts/service";
import { siteHealth } from "./site-health";
import { outboxIntro } from "../mail/transport";

export const adminPages = [
  definePage({
    path: "/admin/login",
    component: AuthPage,
    load: ({ ctx }: PageLoadArgs) => ({
      props: { mode: "admin" as const, ...(hasAdministrator(ctx.db) ? {} : { firstAdminCommand: FIRST_ADMIN_COMMAND }) },
      head: { title: "Admin Sign In", noindex: true },
    }),
  }),
  definePage({
    path: "/admin",
    signedIn: "admin",
    component: AdminDashboardPage,
    load: async ({ ctx, user, url }: PageLoadArgs) => ({
      props: { username: user!.username, initialTab: adminTabOf(url.searchParams.get("tab")), denominations: denominationOptions(ctx.db).map((d) => d.name), areas: areaOptions(ctx.db).map((a) => a.name), health: await siteHealth(ctx), outboxIntro: outboxIntro(ctx.env), today: centralDay() },
      head: { title: "Admin", noindex: true },
    }),
  }),
];
