import { visitorExtrasText } from "../../src/contract/i18n/visitor-extras-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "./lang-context";
import { button, buttonRow, card } from "./ui.css";

/** What a signed-out visitor sees where an account is needed: why, and the two ways in, in the page's language (a caller may name the buttons). */
export function SignInPrompt({ title, text, signIn, createAccount }: { title: string; text: string; signIn?: string; createAccount?: string }) {
  const t = useText(visitorExtrasText);
  const path = usePath();
  return (
    <div className={card}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={buttonRow}>
        <a className={button.primary} href={path(routes.login)}>
          {signIn ?? t("signIn")}
        </a>
        <a className={button.outline} href={path(routes.register)}>
          {createAccount ?? t("createAccount")}
        </a>
      </div>
    </div>
  );
}
