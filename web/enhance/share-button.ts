import { showToast } from "../state/toasts";
import { translator } from "../../src/contract/i18n/catalogue";
import { shellText } from "../../src/contract/i18n/shell-text";
import { eachMarked } from "./marked";
import { documentLang } from "./page-lang";

/**
 * An article's Share button: the system share sheet where there is one, else the link is copied.
 * The server draws it hidden, since without JavaScript it could do nothing.
 */
export function enhanceShareButtons(): void {
  const t = translator(shellText, documentLang());
  eachMarked<HTMLButtonElement>("share", (button) => {
    const { shareTitle: title = "", shareUrl: url = location.href } = button.dataset;
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
        showToast({ title: t("linkCopiedTitle"), description: t("linkCopiedBody") });
      } catch {
        showToast({ title: t("copyFailedTitle"), description: url, variant: "destructive" });
      }
    });
    button.hidden = false;
  });
}
