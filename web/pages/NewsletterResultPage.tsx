import { messages } from "../../src/contract/messages";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

export type NewsletterStatus = "subscribed" | "invalid" | "unsubscribed" | "invalid-link" | "confirmed" | "confirm-invalid";

const TEXTS: Record<NewsletterStatus, { title: string; body: string; ok: boolean }> = {
  subscribed: { title: messages.subscribedTitle, body: messages.subscribedBody, ok: true },
  invalid: { title: messages.subscribeFailedTitle, body: messages.invalidEmailBody, ok: false },
  unsubscribed: { title: "You're Unsubscribed", body: "You will receive no more newsletters from us. You can subscribe again at any time from the form at the bottom of every page.", ok: true },
  confirmed: { title: "Subscription Confirmed", body: "Thank you: you will receive our newsletter at this address. Every newsletter has a link to unsubscribe.", ok: true },
  "confirm-invalid": { title: "Link Not Valid", body: "This confirmation link has expired or was already used. Subscribe again with the form at the bottom of any page to get a new one.", ok: false },
  "invalid-link": { title: "Link Not Valid", body: "This unsubscribe link is not valid. Please use the link from your latest newsletter, or contact us.", ok: false },
};

/** The newsletter's result pages: after the footer form without JavaScript, after confirming, and after unsubscribing. */
export function NewsletterResultPage({ status }: { status: NewsletterStatus }) {
  const text = TEXTS[status];
  return (
    <>
      <PageHeader title={text.title} />
      <div className={`${container} ${section}`}>
        <p role={text.ok ? "status" : "alert"}>{text.body}</p>
        <div className={buttonRow}>
          <a className={button.primary} href="/">
            Back to Home
          </a>
        </div>
      </div>
    </>
  );
}
