import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { routes } from "../../src/contract/routes";
import { refreshSession, sessionState } from "../state/session";
import { navLink } from "../components/Shell.css";

/**
 * The header's last item: 'Dashboard' when signed in (an admin's leads to /admin, an owner's to
 * /dashboard), otherwise 'Sign In' (docs/product.md V2, shell).
 */
export default function SessionLink({ currentPath }: { currentPath: string }) {
  const session = useSnapshot(sessionState);
  useEffect(() => {
    void refreshSession();
    const onFocus = () => void refreshSession();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, []);
  const signedIn = session.status === "signed-in";
  const href = !signedIn ? routes.login : session.user?.role === "admin" ? routes.admin : routes.dashboard;
  return (
    <a href={href} className={navLink} aria-current={currentPath === href ? "page" : undefined}>
      {signedIn ? "Dashboard" : "Sign In"}
    </a>
  );
}
