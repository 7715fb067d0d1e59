import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

export type StillRightPageProps = { state: "ask"; token: string; churchName: string } | { state: "done" } | { state: "invalid"; message: string };

/**
 * /services-still-right?token=…: the monthly report's link. The page only asks; its button (a plain
 * form) confirms, so a mail scanner opening the link changes nothing (docs/decisions/0036-monthly-reports.md).
 */
export function StillRightPage(props: StillRightPageProps) {
  return (
    <>
      <PageHeader title="Confirm Your Service Times" />
      <div className={`${container} ${section}`}>
        {props.state === "ask" ? (
          <>
            <p>
              Are the service times of <strong>{props.churchName}</strong> still right? Confirming tells visitors they were checked today.
            </p>
            <form method="post" action="/api/services-still-right" className={buttonRow}>
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" className={button.primary}>
                Yes, these times are still right
              </button>
              <a className={button.outline} href="/login">
                Sign in to change them
              </a>
            </form>
          </>
        ) : props.state === "done" ? (
          <p role="status">Thank you: your service times are confirmed as they are.</p>
        ) : (
          <p role="alert">{props.message}</p>
        )}
      </div>
    </>
  );
}
