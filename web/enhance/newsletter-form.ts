import { translator } from "../../src/contract/i18n/catalogue";
import { api, ApiError } from "../lib/api";
import { showToast } from "../state/toasts";
import { eachMarked } from "./marked";
import { documentLang } from "./page-lang";

/**
 * The footer's newsletter form (docs/product.md V4, V5 and V8). Without JavaScript it is a plain
 * POST that lands on /newsletter; with it the address is checked and sent in place, the answer
 * shown as a toast and the address cleared.
 */
export function enhanceNewsletterForm(): void {
  eachMarked<HTMLFormElement>("newsletter", (form) => {
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      // The schema (and the validator) and the form's answers load when someone subscribes, not
      // with every page's footer, whose words the server wrote (docs/decisions/0043-message-catalogues.md).
      const [{ newsletterSubscribeSchema }, { newsletterText }] = await Promise.all([import("../../src/contract/newsletter"), import("../../src/contract/i18n/newsletter-text")]);
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
    });
  });
}
