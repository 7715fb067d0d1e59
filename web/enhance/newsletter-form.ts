import { translator } from "../../src/contract/i18n/catalogue";
import { newsletterText } from "../../src/contract/i18n/newsletter-text";
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
  const t = translator(newsletterText, documentLang());
  eachMarked<HTMLFormElement>("newsletter", (form) => {
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const setSending = (sending: boolean) => {
      email.disabled = sending;
      button.disabled = sending;
      button.textContent = t(sending ? "subscribing" : "subscribe");
    };
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      // The schema (and the validator) load when someone subscribes, not with every page's footer.
      const { newsletterSubscribeSchema } = await import("../../src/contract/newsletter");
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
