import { translator } from "../../src/contract/i18n/catalogue";
import { shellText } from "../../src/contract/i18n/shell-text";
import { eachMarked } from "./marked";
import { documentLang } from "./page-lang";

/**
 * The header's menu button on a phone: opens and closes the navigation it controls (the nav's
 * `data-open`, which the CSS reads), Escape closes it and gives the focus back to the button.
 * Without JavaScript the button stays hidden and the 'Menu' link opens the nav through :target
 * (docs/decisions/0028-phone-directory.md).
 */
export function enhanceMenuToggle(): void {
  const t = translator(shellText, documentLang());
  eachMarked<HTMLButtonElement>("menu-toggle", (button) => {
    const nav = document.getElementById(button.getAttribute("aria-controls") ?? "");
    const icon = button.querySelector<HTMLElement>("[data-menu-icon]");
    const label = button.querySelector<HTMLElement>("[data-menu-label]");
    if (!nav || !icon || !label) return;
    const set = (open: boolean) => {
      nav.dataset.open = String(open);
      button.setAttribute("aria-expanded", String(open));
      icon.textContent = open ? "✕" : "☰";
      label.textContent = t(open ? "closeMenu" : "openMenu");
    };
    button.addEventListener("click", () => set(button.getAttribute("aria-expanded") !== "true"));
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
      const focusWasInMenu = nav.contains(document.activeElement);
      set(false);
      if (focusWasInMenu) button.focus();
    });
  });
}
