import { AuthPage } from "../../../web/pages/AuthPage";
import { DashboardPage } from "../../../web/pages/DashboardPage";
import { definePage } from "../../render/page-route";

export const accountPages = [
  definePage({
    path: "/dashboard",
    signedIn: true,
    component: DashboardPage,
    query: ["saved"],
    load: ({ url }) => {
      // After the church form's post without JavaScript (docs/decisions/0022-forms-without-javascript.md).
      const saved = (["created", "updated"] as const).find((s) => s === url.searchParams.get("saved"));
      return { props: { saved }, head: { title: "Dashboard", noindex: true } };
    },
  }),
  definePage({
    path: "/login",
    component: AuthPage,
    load: () => ({ props: { mode: "login" as const }, head: { title: "Sign In", description: "Sign in to manage your church's listing.", noindex: true } }),
  }),
  definePage({
    path: "/register",
    component: AuthPage,
    load: () => ({ props: { mode: "register" as const }, head: { title: "Create Account", description: "Create a free account to list or claim your church.", noindex: true } }),
  }),
];
