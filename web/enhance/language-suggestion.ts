import { eachMarked } from "./marked";

const DISMISSED = "language-suggestion-dismissed";

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false; // Storage refused (private mode): the note shows, and its button still hides it.
  }
}

function remember(): void {
  try {
    localStorage.setItem(DISMISSED, "1");
  } catch {
    // Nothing to remember it in: the note comes back on the next visit.
  }
}

/**
 * The English home's note offering the Spanish site (docs/i18n.md, Addresses): shown when the
 * browser's first language is Spanish and the visitor has not said 'No, gracias'; never a redirect.
 */
export function enhanceLanguageSuggestion(): void {
  eachMarked<HTMLElement>("language-suggestion", (note) => {
    if (!navigator.languages?.[0]?.toLowerCase().startsWith("es") || dismissed()) return;
    note.hidden = false;
    note.querySelector("[data-dismiss]")?.addEventListener("click", () => {
      remember();
      note.hidden = true;
      // The button is gone with the note: the focus goes on to the page's content.
      document.getElementById("main")?.focus();
    });
  });
}
