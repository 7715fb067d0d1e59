import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { dismissToast, showCarriedToast, toastState } from "../state/toasts";
import * as css from "../components/Shell.css";

/** Shows the current toast; screen readers hear it through the live region. */
export default function Toaster() {
  const { toasts } = useSnapshot(toastState);
  useEffect(showCarriedToast, []);
  return (
    <div className={css.toastRegion} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={toast.variant === "destructive" ? `${css.toast} ${css.toastDestructive}` : css.toast} data-testid="toast">
          <div>
            <p className={css.toastTitle}>{toast.title}</p>
            {toast.description ? <p className={css.toastText}>{toast.description}</p> : null}
          </div>
          <button type="button" className={css.toastClose} onClick={() => dismissToast(toast.id)} aria-label="Dismiss notification">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
