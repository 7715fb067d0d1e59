import { ownerExtrasText } from "../../src/contract/i18n/owner-extras-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "./lang-context";
import { button, buttonRow, card } from "./ui.css";

/** What a signed-out visitor sees where an account is needed: why, and the two ways in. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const t = useText(ownerExtrasText);
  const path = usePath();
  return (
    <div className={card}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={buttonRow}>
        <a className={button.primary} href={path(routes.login)}>
          {t("signIn")}
        </a>
        <a className={button.outline} href={path(routes.register)}>
          {t("createAccount")}
        </a>
      </div>
    </div>
  );
}
