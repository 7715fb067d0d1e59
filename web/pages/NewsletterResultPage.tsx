import { messages } from "../../src/contract/messages";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

/** What a visitor without JavaScript sees after the footer's newsletter form. */
export function NewsletterResultPage({ subscribed }: { subscribed: boolean }) {
  return (
    <>
      <PageHeader title={subscribed ? messages.subscribedTitle : messages.subscribeFailedTitle} />
      <div className={`${container} ${section}`}>
        <p role={subscribed ? "status" : "alert"}>{subscribed ? messages.subscribedBody : messages.invalidEmailBody}</p>
        <div className={buttonRow}>
          <a className={button.primary} href="/">
            Back to Home
          </a>
        </div>
      </div>
    </>
  );
}
