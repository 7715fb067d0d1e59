import type { AuthMode, PostedAuth } from "../../src/contract/accounts";
import { Island } from "../components/Island";
import { container } from "../components/ui.css";

/**
 * /login, /register and /admin/login: the form posts to its page without JavaScript, and after a
 * refused post the page comes back with it (`posted`).
 */
export function AuthPage({ mode, posted, formToken }: { mode: AuthMode; posted?: PostedAuth; formToken?: string }) {
  return (
    <div className={container}>
      <Island name="AuthForm" props={{ mode, ...(posted ? { posted } : {}), ...(formToken ? { formToken } : {}) }} />
    </div>
  );
}
