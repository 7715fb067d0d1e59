import { messages } from "../../src/contract/messages";
import { api, ApiError } from "../lib/api";
import { showToast } from "../state/toasts";
import { eachMarked } from "./marked";

/**
 * The footer's newsletter form (docs/product.md V4, V5 and V8). Without JavaScript it is a plain
 * POST that lands on /newsletter; with it the address is checked and sent in place, the answer
 * shown as a toast and the address cleared.
 */
export function enhanceNewsletterForm(): void {
  eachMarked<HTMLFormElement>("newsletter", (form) => {
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const setSending = (sending: boolean) => {
      email.disabled = sending;
      button.disabled = sending;
      button.textContent = sending ? "Subscribing..." : "Subscribe";
    };
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      // The schema (and the validator) load when someone subscribes, not with every page's footer.
      const { newsletterSubscribeSchema } = await import("../../src/contract/newsletter");
      const parsed = newsletterSubscribeSchema.safeParse({ email: email.value });
      if (!parsed.success) {
        showToast({ title: messages.invalidEmailTitle, description: messages.invalidEmailBody, variant: "destructive" });
        return;
      }
      setSending(true);
      try {
        await api("POST", "/api/newsletter/subscribe", parsed.data);
        email.value = "";
        showToast({ title: messages.subscribedTitle, description: messages.subscribedBody });
      } catch (error) {
        const description = (error instanceof ApiError && error.serverMessage) || messages.subscribeFailedBody;
        showToast({ title: messages.subscribeFailedTitle, description, variant: "destructive" });
      } finally {
        setSending(false);
      }
    });
  });
}
