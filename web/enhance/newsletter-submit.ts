import { translator } from "../../src/contract/i18n/catalogue";
import { newsletterText } from "../../src/contract/i18n/newsletter-text";
import { newsletterSubscribeSchema } from "../../src/contract/newsletter";
import { api, ApiError } from "../lib/api";
import { showToast } from "../state/toasts";
import { documentLang } from "./page-lang";

/**
 * The footer form sent with JavaScript: the address checked and sent in place, the answer shown
 * as a toast and the address cleared. Loaded when someone subscribes, with the schema and the
 * form's answers, not with every page's footer (docs/decisions/0043-message-catalogues.md).
 */
export async function subscribe(form: HTMLFormElement): Promise<void> {
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const t = translator(newsletterText, documentLang());
  const setSending = (sending: boolean) => {
    email.disabled = sending;
    button.disabled = sending;
    button.textContent = t(sending ? "subscribing" : "subscribe");
  };
  const parsed = newsletterSubscribeSchema.safeParse({ email: email.value });
  if (!parsed.success) {
    showToast({ title: t("invalidEmailTitle"), description: t("invalidEmailBody"), variant: "destructive" });
    return;
  }
  setSending(true);
  try {
    await api("POST", "/api/newsletter/subscribe", parsed.data);
    email.value = "";
    showToast({ title: t("subscribedTitle"), description: t("subscribedBody") });
  } catch (error) {
    const description = (error instanceof ApiError && error.serverMessage) || t("subscribeFailedBody");
    showToast({ title: t("subscribeFailedTitle"), description, variant: "destructive" });
  } finally {
    setSending(false);
  }
}
