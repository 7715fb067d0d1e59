import { proxy } from "valtio";
import { MAX_TOASTS, TOAST_DURATION_MS } from "../../src/contract/site";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

/** Toasts shared by every island; at most one shows at a time (docs/product.md V9). */
export const toastState = proxy({ toasts: [] as Toast[] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(toast: NewToast): void {
  const id = nextId++;
  for (const old of toastState.toasts) clearTimeout(timers.get(old.id));
  toastState.toasts = [...toastState.toasts, { variant: "default" as const, ...toast, id }].slice(-MAX_TOASTS);
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS));
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastState.toasts = toastState.toasts.filter((t) => t.id !== id);
}

type NewToast = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };
const CARRIED = "toast-after-navigation";

/** Goes to another page and shows the toast there (a toast shown just before leaving dies with the page). */
export function navigateWithToast(url: string, toast: NewToast): void {
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify(toast));
  } catch {
    // storage refused (private mode): the page still changes, without the toast
  }
  window.location.assign(url);
}

/** The toast a previous page asked this one to show, once. */
export function showCarriedToast(): void {
  try {
    const carried = sessionStorage.getItem(CARRIED);
    if (!carried) return;
    sessionStorage.removeItem(CARRIED);
    showToast(JSON.parse(carried) as NewToast);
  } catch {
    // nothing to show
  }
}
