import { useState, type FormEvent } from "react";
import { servicesConfirmPath, type OwnerChurch, type ServicesConfirmation } from "../../../src/contract/owner";
import { routes } from "../../../src/contract/routes";
import { servicesFreshness } from "../../../src/contract/service-times/freshness";
import * as css from "../../components/Dashboard.css";
import { button } from "../../components/ui.css";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";

/** Said after a confirmation, with JavaScript or back from the form post. */
export const CONFIRMED_TOAST = { title: "Service times confirmed", description: "Thank you. Visitors can see they were checked today." };

/**
 * When the church's service times were last confirmed, and the owner's 'These times are still
 * right' (docs/service-times.md, Freshness). A real form: without JavaScript it posts and the
 * server sends the owner back to the dashboard.
 */
export function ServicesFreshness({ church, named, onConfirmed }: { church: OwnerChurch; named: boolean; onConfirmed: (at: string) => void }) {
  const [busy, setBusy] = useState(false);
  const { label, stale } = servicesFreshness(church.servicesConfirmedAt, new Date());
  const said = church.servicesConfirmedAt === null ? "Service times never confirmed" : `Service times last confirmed ${label}`;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { servicesConfirmedAt } = await api<ServicesConfirmation>("POST", servicesConfirmPath(church.id));
      onConfirmed(servicesConfirmedAt);
      showToast(CONFIRMED_TOAST);
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      showToast({ title: "The service times could not be confirmed", description: reason ?? "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={stale ? `${css.freshness} ${css.freshnessStale}` : css.freshness}>
      <p aria-live="polite">
        {named ? <strong>{church.name}: </strong> : null}
        {said}.{stale ? " Visitors count on them: please check they are still right." : ""}
      </p>
      <form method="post" action={servicesConfirmPath(church.id)} className={css.freshnessActions} onSubmit={(e) => void confirm(e)}>
        <button type="submit" className={button.primary} disabled={busy}>
          These times are still right
        </button>
        <a href={routes.churchEdit(church.id)}>Change the times</a>
      </form>
    </div>
  );
}
