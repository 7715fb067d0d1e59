import { routes } from "../../src/contract/routes";
import { button, buttonRow, card } from "./ui.css";

/** What a signed-out visitor sees where an account is needed: why, and the two ways in. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  return (
    <div className={card}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={buttonRow}>
        <a className={button.primary} href={routes.login}>
          Sign In
        </a>
        <a className={button.outline} href={routes.register}>
          Create Account
        </a>
      </div>
    </div>
  );
}
