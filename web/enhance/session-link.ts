import { translator } from "../../src/contract/i18n/catalogue";
import { localePath } from "../../src/contract/i18n/lang";
import { shellText } from "../../src/contract/i18n/shell-text";
import { routes } from "../../src/contract/routes";
import { onSessionChange, refreshSession } from "../state/current-user";
import { eachMarked } from "./marked";
import { documentLang } from "./page-lang";

/**
 * The header's last item: 'Sign In' as the server drew it, swapped for 'Dashboard' when signed in
 * (an admin's leads to /admin, an owner's to /dashboard). Asked on load and on window focus
 * (docs/product.md V2, V4).
 */
export function enhanceSessionLink(): void {
  const lang = documentLang();
  const t = translator(shellText, lang);
  let found = false;
  eachMarked<HTMLAnchorElement>("session-link", (link) => {
    found = true;
    onSessionChange((session) => {
      const signedIn = session.status === "signed-in";
      const href = localePath(lang, !signedIn ? routes.login : session.user?.role === "admin" ? routes.admin : routes.dashboard);
      link.href = href;
      link.textContent = t(signedIn ? "dashboard" : "signIn");
      if (location.pathname === href) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
  });
  if (!found) return;
  void refreshSession();
  window.addEventListener("focus", () => void refreshSession());
}
