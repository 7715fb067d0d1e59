import { useState, type FormEvent } from "react";
import { messages } from "../../src/contract/messages";
import { api, ApiError } from "../lib/api";
import { showToast } from "../state/toasts";
import { newsletterForm, newsletterInput } from "../components/Shell.css";
import { button } from "../components/ui.css";

/** The footer's newsletter form (docs/product.md V4, V5 and V8). */
export default function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The schema (and the validator) load when someone subscribes, not with every page's footer.
    const { newsletterSubscribeSchema } = await import("../../src/contract/newsletter");
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      showToast({ title: messages.invalidEmailTitle, description: messages.invalidEmailBody, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      await api("POST", "/api/newsletter/subscribe", parsed.data);
      setEmail("");
      showToast({ title: messages.subscribedTitle, description: messages.subscribedBody });
    } catch (error) {
      const description = (error instanceof ApiError && error.serverMessage) || messages.subscribeFailedBody;
      showToast({ title: messages.subscribeFailedTitle, description, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={newsletterForm} method="post" action="/api/newsletter/subscribe" onSubmit={onSubmit} noValidate>
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="newsletter-email"
        className={newsletterInput}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
        required
      />
      <button type="submit" className={button.gold} disabled={submitting}>
        {submitting ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  );
}
