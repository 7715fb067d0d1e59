import { invitationPaths } from "../../src/contract/invitations";
import { invitationsText } from "../../src/contract/i18n/invitations-text";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { formAction } from "../lib/form-action";
import { button, buttonRow, container, prose, section } from "../components/ui.css";

export type InvitationOptOutProps = { state: "confirm"; email: string; token: string } | { state: "done"; email: string } | { state: "bad" } | { state: "invalid" };

/**
 * /invitation-opt-out?token=…: stops claim invitations to the address for good (docs/city-data.md,
 * Reaching the churches). Opening it changes nothing; its button is a plain form, so it works
 * without JavaScript. A cut link answers 400, a forged one 404.
 */
export function InvitationOptOutPage(props: InvitationOptOutProps) {
  const t = useText(invitationsText);
  const path = usePath();
  const lang = useLang();
  const home = (
    <div className={buttonRow}>
      <a className={button.outline} href={path("/")}>
        {t("home")}
      </a>
    </div>
  );
  if (props.state === "bad" || props.state === "invalid") {
    return (
      <>
        <PageHeader title={props.state === "bad" ? t("badTitle") : t("invalidTitle")} />
        <div className={`${container} ${section}`}>
          <p role="alert">{props.state === "bad" ? t("badBody") : t("invalidBody")}</p>
          {home}
        </div>
      </>
    );
  }
  if (props.state === "done") {
    return (
      <>
        <PageHeader title={t("optedOutTitle")} />
        <div className={`${container} ${section}`}>
          <p role="status">{t("optedOutBody", { email: props.email })}</p>
          {home}
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("optOutTitle")} />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p>{t("optOutQuestion", { email: props.email })}</p>
          <p>{t("optOutExplain")}</p>
          {/* Posted under /es on a Spanish page, so the answer stays in Spanish (docs/i18n.md, Addresses). */}
          <form method="post" action={formAction(lang, invitationPaths.optOut)} className={buttonRow}>
            <input type="hidden" name="token" value={props.token} />
            <button type="submit" className={button.primary}>
              {t("optOutButton")}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
