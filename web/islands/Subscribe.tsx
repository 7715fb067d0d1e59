import { lazy, Suspense, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { checkoutMessages, type StartedPayment } from "../../src/contract/checkout";
import { routes } from "../../src/contract/routes";
import { button, buttonRow } from "../components/ui.css";
import * as form from "../components/Form.css";
import { api, ApiError } from "../lib/api";
import { sessionState } from "../state/session";
import { showToast } from "../state/toasts";

const PaymentForm = lazy(() => import("./payments/PaymentForm").then((m) => ({ default: m.PaymentForm })));

/** Why the card form cannot show: a state of the visitor (signed out, no church yet, already paying), not a failure. */
interface Blocked {
  message: string;
  action: "sign-in" | "dashboard";
}

/** Answers that describe the owner's situation; anything else is a real failure and says so. */
function blockedBy(error: unknown): Blocked | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return { message: SIGN_IN_FIRST, action: "sign-in" };
  if (error.status === 403 || error.status === 409) return { message: error.serverMessage ?? checkoutMessages.alreadyPaid, action: "dashboard" };
  return null;
}

const SIGN_IN_FIRST = "Sign in with the account that owns your church to subscribe to the premium plan.";

/**
 * /subscribe (docs/product.md, management side): 'Setting up your subscription...' until the secret
 * arrives, then the card form. Signed-out visitors, owners without an approved church and owners who
 * already pay get an explanation, not an error; only a real failure shows the 'Setup Failed' toast.
 */
export default function Subscribe({ billing, publishableKey }: { billing: "monthly" | "yearly"; publishableKey: string | null }) {
  const session = useSnapshot(sessionState);
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // The header's session look-up answers who is here: a signed-out visitor is not sent to the API.
    if (session.status === "unknown") return;
    if (session.status === "signed-out") {
      setBlocked({ message: SIGN_IN_FIRST, action: "sign-in" });
      return;
    }
    api<StartedPayment>("POST", "/api/create-subscription", { billing }).then(setPayment, (error: unknown) => {
      const state = blockedBy(error);
      if (state) return setBlocked(state);
      const message = error instanceof ApiError ? (error.serverMessage ?? "Failed to initialize subscription") : "Failed to initialize subscription";
      showToast({ title: "Setup Failed", description: message, variant: "destructive" });
      setFailure(message);
    });
  }, [billing, session.status]);

  if (blocked) {
    return (
      <div role="status">
        <p>{blocked.message}</p>
        <div className={buttonRow}>
          <a className={button.primary} href={blocked.action === "sign-in" ? routes.login : routes.dashboard}>
            {blocked.action === "sign-in" ? "Sign In" : "Go to Dashboard"}
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
          <a className={button.primary} href={routes.dashboard}>
            Go to Dashboard
          </a>
        </div>
      </div>
    );
  }
  if (!payment) {
    return (
      <p role="status" className={form.spinner}>
        Setting up your subscription...
      </p>
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading the card form…</p>}>
      <PaymentForm
        payment={payment}
        publishableKey={publishableKey}
        returnUrl={() => `${window.location.origin}/thanks`}
        submitLabel="Subscribe Now"
        successToast={{ title: "Subscription Active", description: "Your church is now featured! Welcome to premium visibility." }}
      />
    </Suspense>
  );
}
