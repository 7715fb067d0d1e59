import { SHORTLIST_COOKIE, shortlistIdsOf } from "../../src/contract/shortlist";
import { showToast } from "../state/toasts";

const BUTTONS = 'button[data-enhance="save-church"]';

/** The saved churches' ids as the cookie names them (the server checks its signature; here it only marks buttons). */
function savedIds(): Set<number> {
  const value = document.cookie.split("; ").find((part) => part.startsWith(`${SHORTLIST_COOKIE}=`))?.slice(SHORTLIST_COOKIE.length + 1);
  return new Set(shortlistIdsOf(value && decodeURIComponent(value)));
}

/** Marks one button pressed or not; its CSS shows 'Save' or 'Saved' from that. */
function mark(button: HTMLButtonElement, saved: Set<number>): void {
  button.setAttribute("aria-pressed", String(saved.has(Number(button.value))));
  button.dataset.enhanced = "true";
}

function markAll(): void {
  const saved = savedIds();
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTONS)) mark(button, saved);
}

/**
 * The Save buttons (docs/product.md V10): drawn alike for everyone, marked here from the cookie;
 * pressing one saves or removes without a reload (web/enhance/save-button-submit.ts).
 * Listens on the document, so cards the directory draws later work too, and marks them as they come.
 */
export function enhanceSaveButtons(): void {
  markAll();
  // Every Save button sends the page's one save form (web/components/SaveButton.tsx): the button
  // that sent it says which church.
  document.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || !button.matches(BUTTONS)) return;
    event.preventDefault();
    // What a press does loads with the first press.
    import("./save-button-submit").then(
      ({ submitSave }) => submitSave(button, markAll),
      () => showToast({ title: button.dataset.failedNote ?? "", variant: "destructive" }),
    );
  });
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      if (document.querySelector(`${BUTTONS}:not([data-enhanced])`)) markAll();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
