import { invitationPaths } from "../../src/contract/invitations";
import { invitationsText } from "../../src/contract/i18n/invitations-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, prose, section } from "../components/ui.css";

export type ClaimInvitationProps =
  | { state: "open"; name: string; slug: string; signedIn: boolean; claimPath: string; optOutToken: string }
  | { state: "claimed"; name: string }
  | { state: "bad" }
  | { state: "invalid" };

/**
 * /claim-invitation?token=…: the mailed claim link (docs/city-data.md, Reaching the churches). It
 * leads to the church's claim form, pre-filled, through sign-in when needed; plain links, no
 * JavaScript needed. A cut link answers 400, a forged or expired one 404, each saying what to do.
 */
export function ClaimInvitationPage(props: ClaimInvitationProps) {
  const t = useText(invitationsText);
  const path = usePath();
  if (props.state === "bad" || props.state === "invalid" || props.state === "claimed") {
    const [title, body] = props.state === "bad" ? [t("badTitle"), t("badBody")] : props.state === "invalid" ? [t("invalidTitle"), t("invalidBody")] : [t("claimedTitle"), t("claimedBody", { church: props.name })];
    return (
      <>
        <PageHeader title={title} />
        <div className={`${container} ${section}`}>
          <p role={props.state === "claimed" ? "status" : "alert"}>{body}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(props.state === "claimed" ? routes.contact : routes.claimChurches)}>
              {props.state === "claimed" ? t("contact") : t("claimPage")}
            </a>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("openTitle", { church: props.name })} lead={t("openLead", { church: props.name })} />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p>{t("openSteps")}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(props.signedIn ? props.claimPath : `${routes.register}`)}>
              {t("openAction")}
            </a>
            <a className={button.outline} href={path(routes.church(props.slug))}>
              {t("openProfile")}
            </a>
          </div>
          {props.signedIn ? null : <SignInFirst claimPath={props.claimPath} />}
          <p>
            <a href={path(`${invitationPaths.optOut}?token=${encodeURIComponent(props.optOutToken)}`)}>{t("openOptOut")}</a>
          </p>
        </div>
      </div>
    </>
  );
}

/** Signed out: an account comes first, and this link brings the visitor back to the form. */
function SignInFirst({ claimPath }: { claimPath: string }) {
  const t = useText(invitationsText);
  const path = usePath();
  return (
    <p>
      {t("signedOut")} <a href={path(routes.login)}>{t("signIn")}</a> · <a href={path(claimPath)}>{t("openForm")}</a>
    </p>
  );
}
