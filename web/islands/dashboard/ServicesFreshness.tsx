import { useState, type FormEvent } from "react";
import { servicesConfirmPath, type OwnerChurch, type ServicesConfirmation } from "../../../src/contract/owner";
import type { Translate } from "../../../src/contract/i18n/catalogue";
import { dashboardText } from "../../../src/contract/i18n/dashboard-text";
import { routes } from "../../../src/contract/routes";
import { servicesFreshnessSince } from "../../../src/contract/service-times/freshness";
import * as css from "../../components/Dashboard.css";
import { useLang, usePath, useText } from "../../components/lang-context";
import { button } from "../../components/ui.css";
import { api, ApiError } from "../../lib/api";
import { formAction } from "../../lib/form-action";
import { showToast } from "../../state/toasts";

/** Said after a confirmation, with JavaScript or back from the form post. */
export const confirmedToast = (t: Translate<keyof typeof dashboardText.en>) => ({ title: t("confirmedTitle"), description: t("confirmedDescription") });

/**
 * When the church's service times were last confirmed, and the owner's 'These times are still
 * right' (docs/service-times.md, Freshness). A real form: without JavaScript it posts and the
 * server sends the owner back to the dashboard.
 */
export function ServicesFreshness({ church, today, named, onConfirmed }: { church: OwnerChurch; today: string; named: boolean; onConfirmed: (at: string) => void }) {
  const t = useText(dashboardText);
  const path = usePath();
  const [busy, setBusy] = useState(false);
  const lang = useLang();
  // Counted from the day the page was drawn, as the server worked out both days.
  const { label, stale } = servicesFreshnessSince(church.servicesConfirmedOn, today, lang);
  // Past a year (and only then) the times are stale although they were once confirmed.
  const said = church.servicesConfirmedOn === null ? t("neverConfirmed") : stale ? t("confirmedOverYear") : t("confirmedAgo", { when: label });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { servicesConfirmedAt } = await api<ServicesConfirmation>("POST", servicesConfirmPath(church.id));
      onConfirmed(servicesConfirmedAt);
      showToast(confirmedToast(t));
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      showToast({ title: t("confirmFailed"), description: reason ?? t("tryAgain"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={stale ? `${css.freshness} ${css.freshnessStale}` : css.freshness}>
      <p aria-live="polite">
        {named ? <strong>{church.name}: </strong> : null}
        {said}.{stale ? ` ${t("staleHint")}` : ""}
      </p>
      <form method="post" action={formAction(lang, servicesConfirmPath(church.id))} className={css.freshnessActions} onSubmit={(e) => void confirm(e)}>
        <button type="submit" className={button.primary} disabled={busy}>
          {t("stillRight")}
        </button>
        <a href={path(routes.churchEdit(church.id))}>{t("changeTimes")}</a>
        <a href={path(routes.churchChanges(church.id))}>{t("changeOneDate")}</a>
      </form>
    </div>
  );
}
