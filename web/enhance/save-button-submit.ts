import { showToast } from "../state/toasts";

/**
 * Saves or removes one church without a reload and says so in the toaster (a live region); then
 * `marked()` marks every button again from the cookie. Loaded with the first press
 * (web/enhance/save-buttons.ts).
 */
export async function submitSave(button: HTMLButtonElement, marked: () => void): Promise<void> {
  const church = Number(button.value);
  button.disabled = true;
  try {
    const response = await fetch(button.form!.action, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ church, do: button.getAttribute("aria-pressed") === "true" ? "remove" : "save" }) });
    if (!response.ok) throw new Error(String(response.status));
    const { saved } = (await response.json()) as { saved: boolean };
    marked();
    showToast({ title: (saved ? button.dataset.savedNote : button.dataset.removedNote) ?? "" });
  } catch {
    showToast({ title: button.dataset.failedNote ?? "", variant: "destructive" });
  } finally {
    button.disabled = false;
    button.focus();
  }
}
