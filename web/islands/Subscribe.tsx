import { lazy, Suspense, useEffect, useState } from "react";
import type { StartedPayment } from "../../src/contract/checkout";
import { routes } from "../../src/contract/routes";
import { button, buttonRow } from "../components/ui.css";
import * as form from "../components/Form.css";
import { api, ApiError } from "../lib/api";
import { showToast } from "../state/toasts";

const PaymentForm = lazy(() => import("./payments/PaymentForm").then((m) => ({ default: m.PaymentForm })));

/** /subscribe (docs/product.md, management side): 'Setting up your subscription...' until the secret arrives, then the card form. */
export default function Subscribe({ billing, publishableKey }: { billing: "monthly" | "yearly"; publishableKey: string | null }) {
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [problem, setProblem] = useState<{ message: string; signIn: boolean } | null>(null);

  useEffect(() => {
    api<StartedPayment>("POST", "/api/create-subscription", { billing }).then(setPayment, (error: unknown) => {
      if (error instanceof ApiError) {
        const message = error.status === 401 ? "Please log in to subscribe to featured listings" : (error.serverMessage ?? "Failed to initialize subscription");
        showToast({ title: "Setup Failed", description: message, variant: "destructive" });
        setProblem({ message, signIn: error.status === 401 });
      } else {
        showToast({ title: "Error", description: "Please log in to subscribe to featured listings", variant: "destructive" });
        setProblem({ message: "Please log in to subscribe to featured listings", signIn: true });
      }
    });
  }, [billing]);

  if (problem) {
    return (
      <div role="alert">
        <p>{problem.message}</p>
        <div className={buttonRow}>
          <a className={button.primary} href={problem.signIn ? routes.login : routes.dashboard}>
            {problem.signIn ? "Sign In" : "Go to Dashboard"}
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
