import { authText } from "../../src/contract/i18n/auth-text";
import { Island } from "../components/Island";
import { useText } from "../components/lang-context";
import { container } from "../components/ui.css";

/** /login, /register and /admin/login: the form needs JavaScript (it signs in through the API). */
export function AuthPage({ mode }: { mode: "login" | "register" | "admin" }) {
  const t = useText(authText);
  return (
    <div className={container}>
      <Island name="AuthForm" props={{ mode }} />
      <noscript>
        <p>{t("noScript")}</p>
      </noscript>
    </div>
  );
}
