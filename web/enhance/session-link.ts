import { routes } from "../../src/contract/routes";
import { onSessionChange, refreshSession } from "../state/current-user";
import { eachMarked } from "./marked";

/**
 * The header's last item: 'Sign In' as the server drew it, swapped for 'Dashboard' when signed in
 * (an admin's leads to /admin, an owner's to /dashboard). Asked on load and on window focus
 * (docs/product.md V2, V4).
 */
export function enhanceSessionLink(): void {
  let found = false;
  eachMarked<HTMLAnchorElement>("session-link", (link) => {
    found = true;
    onSessionChange((session) => {
      const signedIn = session.status === "signed-in";
      const href = !signedIn ? routes.login : session.user?.role === "admin" ? routes.admin : routes.dashboard;
      link.href = href;
      link.textContent = signedIn ? "Dashboard" : "Sign In";
      if (location.pathname === href) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
  });
  if (!found) return;
  void refreshSession();
  window.addEventListener("focus", () => void refreshSession());
}
