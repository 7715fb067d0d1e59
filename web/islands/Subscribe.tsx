import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "../lib/lazy-part";
import { useSnapshot } from "valtio";
import type { StartedPayment } from "../../src/contract/checkout";
import type { Translate } from "../../src/contract/i18n/catalogue";
import { paymentsText } from "../../src/contract/i18n/payments-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { button, buttonRow } from "../components/ui.css";
import * as form from "../components/Form.css";
import { api, ApiError } from "../lib/api";
import { sessionState } from "../state/session";
import { showToast } from "../state/toasts";

const PaymentForm = await lazyPart(() => import("./payments/PaymentForm").then((m) => m.PaymentForm));

/** Why the card form cannot show: a state of the visitor (signed out, no church yet, already paying), not a failure. */
interface Blocked {
  message: string;
  action: "sign-in" | "dashboard";
}

/** Answers that describe the owner's situation; anything else is a real failure and says so. */
function blockedBy(error: unknown, t: Translate<keyof typeof paymentsText.en>): Blocked | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return { message: t("signInFirst"), action: "sign-in" };
  if (error.status === 403 || error.status === 409) return { message: error.serverMessage ?? t("alreadyPaid"), action: "dashboard" };
  return null;
}

/**
 * /subscribe (docs/product.md, management side): 'Setting up your subscription...' until the secret
 * arrives, then the card form. Signed-out visitors, owners without an approved church and owners who
 * already pay get an explanation, not an error; only a real failure shows the 'Setup Failed' toast.
 */
export default function Subscribe({ billing, publishableKey }: { billing: "monthly" | "yearly"; publishableKey: string | null }) {
  const t = useText(paymentsText);
  const path = usePath();
  const session = useSnapshot(sessionState);
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // The header's session look-up answers who is here: a signed-out visitor is not sent to the API.
    if (session.status === "unknown") return;
    if (session.status === "signed-out") {
      setBlocked({ message: t("signInFirst"), action: "sign-in" });
      return;
    }
    api<StartedPayment>("POST", "/api/create-subscription", { billing }).then(setPayment, (error: unknown) => {
      const state = blockedBy(error, t);
      if (state) return setBlocked(state);
      const message = error instanceof ApiError ? (error.serverMessage ?? t("initFailed")) : t("initFailed");
      showToast({ title: t("setupFailed"), description: message, variant: "destructive" });
      setFailure(message);
    });
  }, [billing, session.status]);

  if (blocked) {
    return (
      <div role="status">
        <p>{blocked.message}</p>
        <div className={buttonRow}>
          <a className={button.primary} href={path(blocked.action === "sign-in" ? routes.login : routes.dashboard)}>
            {t(blocked.action === "sign-in" ? "signInButton" : "goToDashboard")}
          </a>
        </div>
      </div>
    );
  }
  if (failure) {
    return (
      <div role="alert">
        <p>{failure}</p>
        <div className={buttonRow}>
          <a className={button.primary} href={path(routes.dashboard)}>
            {t("goToDashboard")}
          </a>
        </div>
      </div>
    );
  }
  if (!payment) {
    return (
      <p role="status" className={form.spinner}>
        {t("settingUp")}
      </p>
    );
  }
  return (
    <Suspense fallback={<p role="status">{t("loadingCardForm")}</p>}>
      <PaymentForm
        payment={payment}
        publishableKey={publishableKey}
        returnUrl={() => `${window.location.origin}${path("/thanks")}`}
        submitLabel={t("subscribeNow")}
        successToast={{ title: t("subscriptionActive"), description: t("subscriptionActiveDescription") }}
      />
    </Suspense>
  );
}
