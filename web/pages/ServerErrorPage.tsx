import { messages } from "../../src/contract/messages";
import { button, container } from "../components/ui.css";
import { statusPage } from "./pages.css";

/** What a page answers when its loader fails: the shell stays, the visitor can go on. */
export function ServerErrorPage() {
  return (
    <div className={`${container} ${statusPage}`}>
      <h1>{messages.serverErrorTitle}</h1>
      <p>{messages.serverError}</p>
      <a className={button.primary} href="/">
        Go Home
      </a>
    </div>
  );
}
