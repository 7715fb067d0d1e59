import { MAX_TOASTS, TOAST_DURATION_MS } from "../../src/contract/site";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

type NewToast = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };

/**
 * The toasts of the page; at most one shows at a time (docs/product.md V9). Plain listeners, no
 * React: the shell's toaster (web/enhance/toaster.ts) draws them on every page, and islands call
 * the same showToast, so a page has one toaster whether React loaded or not
 * (docs/decisions/0039-shell-without-react.md).
 */
let toasts: readonly Toast[] = [];
const listeners = new Set<(toasts: readonly Toast[]) => void>();
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Calls the listener with every change of the toasts, and once now. */
export function onToastsChange(listener: (toasts: readonly Toast[]) => void): void {
  listeners.add(listener);
  listener(toasts);
}

export function showToast(toast: NewToast): void {
  const id = nextId++;
  for (const old of toasts) clearTimeout(timers.get(old.id));
  set([...toasts, { variant: "default" as const, ...toast, id }].slice(-MAX_TOASTS));
  timers.set(id, setTimeout(() => dismissToast(id), TOAST_DURATION_MS));
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  set(toasts.filter((t) => t.id !== id));
}

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
