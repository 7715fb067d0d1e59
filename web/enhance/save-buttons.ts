import { SHORTLIST_COOKIE, shortlistIdsOf } from "../../src/contract/shortlist";
import { showToast } from "../state/toasts";

const FORMS = 'form[data-enhance="save-church"]';

/** The saved churches' ids as the cookie names them (the server checks its signature; here it only marks buttons). */
function savedIds(): Set<number> {
  const value = document.cookie.split("; ").find((part) => part.startsWith(`${SHORTLIST_COOKIE}=`))?.slice(SHORTLIST_COOKIE.length + 1);
  return new Set(shortlistIdsOf(value && decodeURIComponent(value)));
}

/** Marks one form's button pressed or not; its CSS shows 'Save' or 'Saved' from that. */
function mark(form: HTMLFormElement, saved: Set<number>): void {
  const id = Number(form.querySelector<HTMLInputElement>('input[name="church"]')?.value);
  form.querySelector("button")?.setAttribute("aria-pressed", String(saved.has(id)));
  form.dataset.enhanced = "true";
}

function markAll(): void {
  const saved = savedIds();
  for (const form of document.querySelectorAll<HTMLFormElement>(FORMS)) mark(form, saved);
}

/**
 * The Save buttons (docs/product.md V10): drawn alike for everyone, marked here from the cookie;
 * pressing one saves or removes without a reload (web/enhance/save-button-submit.ts).
 * Listens on the document, so cards the directory draws later work too, and marks them as they come.
 */
export function enhanceSaveButtons(): void {
  markAll();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(FORMS)) return;
    event.preventDefault();
    // What a press does loads with the first press.
    import("./save-button-submit").then(
      ({ submitSave }) => submitSave(form, markAll),
      () => showToast({ title: form.querySelector("button")?.dataset.failedNote ?? "", variant: "destructive" }),
    );
  });
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      if (document.querySelector(`${FORMS}:not([data-enhanced])`)) markAll();
    });
  }).observe(document.body, { childList: true, subtree: true });
}
