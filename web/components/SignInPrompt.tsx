import { routes } from "../../src/contract/routes";
import { usePath } from "./lang-context";
import { button, buttonRow, card } from "./ui.css";

/**
 * What a signed-out visitor sees where an account is needed: why, and the two ways in. The
 * buttons' words come from the caller's catalogue (docs/i18n.md: islands import only their areas').
 */
export function SignInPrompt({ title, text, signIn = "Sign In", createAccount = "Create Account" }: { title: string; text: string; signIn?: string; createAccount?: string }) {
  const path = usePath();
  return (
    <div className={card}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={buttonRow}>
        <a className={button.primary} href={path(routes.login)}>
          {signIn}
        </a>
        <a className={button.outline} href={path(routes.register)}>
          {createAccount}
        </a>
      </div>
    </div>
  );
}
