import { routes } from "../../src/contract/routes";
import { layoutText } from "../../src/contract/i18n/layout-text";
import { usePath, useText } from "../components/lang-context";
import { button, container } from "../components/ui.css";
import { statusPage } from "./pages.css";

/** A page that could not be shown (not found, or its loader failed): the shell stays, the visitor can go on. */
export function StatusPage({ title, body }: { title: string; body: string }) {
  const t = useText(layoutText);
  const path = usePath();
  return (
    <div className={`${container} ${statusPage}`}>
      <h1>{title}</h1>
      <p>{body}</p>
      <a className={button.primary} href={path(routes.home)}>
        {t("goHome")}
      </a>
    </div>
  );
}
