import { messages } from "../../src/contract/messages";
import { button, container } from "../components/ui.css";
import { statusPage } from "./pages.css";

export function NotFoundPage() {
  return (
    <div className={`${container} ${statusPage}`}>
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundBody}</p>
      <a className={button.primary} href="/">
        Go Home
      </a>
    </div>
  );
}
