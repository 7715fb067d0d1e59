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
 * pressing one saves or removes without a reload and says so in the toaster (a live region).
 * Listens on the document, so cards the directory draws later work too, and marks them as they come.
 */
export function enhanceSaveButtons(): void {
  markAll();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(FORMS)) return;
    event.preventDefault();
    const button = form.querySelector("button")!;
    const church = Number(form.querySelector<HTMLInputElement>('input[name="church"]')?.value);
    button.disabled = true;
    void fetch(form.action, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ church, do: button.getAttribute("aria-pressed") === "true" ? "remove" : "save" }) })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const { saved } = (await response.json()) as { saved: boolean };
        markAll();
        showToast({ title: (saved ? button.dataset.savedNote : button.dataset.removedNote) ?? "" });
      })
      .catch(() => showToast({ title: button.dataset.failedNote ?? "", variant: "destructive" }))
      .finally(() => {
        button.disabled = false;
        button.focus();
      });
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
