import type { AuthMode, PostedAuth } from "../../src/contract/accounts";
import { Island } from "../components/Island";
import { container } from "../components/ui.css";

/**
 * /login, /register and /admin/login: the form posts to its page without JavaScript, and after a
 * refused post the page comes back with it (`posted`).
 */
export function AuthPage({ mode, posted }: { mode: AuthMode; posted?: PostedAuth }) {
  return (
    <div className={container}>
      <Island name="AuthForm" props={posted ? { mode, posted } : { mode }} />
    </div>
  );
}
