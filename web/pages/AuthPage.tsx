import { Island } from "../components/Island";
import { container } from "../components/ui.css";

/** /login, /register and /admin/login: the form needs JavaScript (it signs in through the API). */
export function AuthPage({ mode }: { mode: "login" | "register" | "admin" }) {
  return (
    <div className={container}>
      <Island name="AuthForm" props={{ mode }} />
      <noscript>
        <p>Signing in needs JavaScript. Please enable it, or contact us if you cannot.</p>
      </noscript>
    </div>
  );
}
