import type { AuthMode, PostedAuth } from "../../src/contract/accounts";
import { Island } from "../components/Island";
import { demoNotice } from "../components/Form.css";
import { container, section } from "../components/ui.css";

/**
 * /login, /register and /admin/login: the form posts to its page without JavaScript, and after a
 * refused post the page comes back with it (`posted`).
 */
export function AuthPage({ mode, posted, formToken, firstAdminCommand }: { mode: AuthMode; posted?: PostedAuth; formToken?: string; firstAdminCommand?: string }) {
  return (
    <div className={container}>
      {firstAdminCommand && (
        // A new site: nobody can sign in here until an administrator is made on the server (docs/operations.md, First start).
        <div className={section}>
          <p className={demoNotice} role="note">
            This site has no administrator yet. On the server, in the site's folder, run <code>{firstAdminCommand}</code> (it asks for a password; with Docker:{" "}
            <code>docker exec -it &lt;container&gt; {firstAdminCommand}</code>), then sign in here.
          </p>
        </div>
      )}
      <Island name="AuthForm" props={{ mode, ...(posted ? { posted } : {}), ...(formToken ? { formToken } : {}) }} />
    </div>
  );
}
