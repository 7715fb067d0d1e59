import { dismissToast, onToastsChange, showCarriedToast, type Toast } from "../state/toasts";
import * as css from "../components/Shell.css";
import { translator } from "../../src/contract/i18n/catalogue";
import { shellText } from "../../src/contract/i18n/shell-text";
import { documentLang } from "./page-lang";

function toastElement(toast: Toast, closeLabel: string): HTMLElement {
  const box = document.createElement("div");
  box.className = toast.variant === "destructive" ? `${css.toast} ${css.toastDestructive}` : css.toast;
  box.dataset.testid = "toast";
  const text = document.createElement("div");
  const title = document.createElement("p");
  title.className = css.toastTitle;
  title.textContent = toast.title;
  text.append(title);
  if (toast.description) {
    const description = document.createElement("p");
    description.className = css.toastText;
    description.textContent = toast.description;
    text.append(description);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = css.toastClose;
  close.setAttribute("aria-label", closeLabel);
  close.textContent = "×";
  close.addEventListener("click", () => dismissToast(toast.id));
  box.append(text, close);
  return box;
}

/**
 * Draws the page's toasts (web/state/toasts.ts) in the shell's live region, which the server
 * rendered empty so screen readers already watch it; then shows a toast the previous page carried.
 */
export function enhanceToaster(): void {
  const region = document.querySelector<HTMLElement>('[data-enhance="toaster"]');
  if (!region) return;
  const closeLabel = translator(shellText, documentLang())("dismissNotification");
  onToastsChange((toasts) => region.replaceChildren(...toasts.map((toast) => toastElement(toast, closeLabel))));
  region.dataset.enhanced = "true";
  showCarriedToast();
}
