import { showToast } from "../state/toasts";
import { eachMarked } from "./marked";

/**
 * An article's Share button: the system share sheet where there is one, else the link is copied.
 * The server draws it hidden, since without JavaScript it could do nothing.
 */
export function enhanceShareButtons(): void {
  eachMarked<HTMLButtonElement>("share", (button) => {
    const { shareTitle: title = "", shareUrl: url = location.href, shareCopied = "", shareCopiedText = "", shareFailed = "" } = button.dataset;
    button.addEventListener("click", async () => {
      if (navigator.share) {
        try {
          await navigator.share({ title, url });
        } catch {
          // The visitor closed the share sheet.
        }
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        showToast({ title: shareCopied, description: shareCopiedText });
      } catch {
        showToast({ title: shareFailed, description: url, variant: "destructive" });
      }
    });
    button.hidden = false;
  });
}
