import { useEffect, useRef, useState, type FormEvent } from "react";
import { demoCardSchema, type StartedPayment } from "../../../src/contract/checkout";
import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { useText } from "../../components/lang-context";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { navigateWithToast, showToast } from "../../state/toasts";
import * as css from "../../components/Directory.css";
import * as form from "../../components/Form.css";
import * as cardForm from "../../components/payments/CardForm.css";
import { button } from "../../components/ui.css";

interface Props {
  payment: StartedPayment;
  publishableKey: string | null;
  /** Where the browser goes once paid (Stripe appends its own parameters). */
  returnUrl: (orderId: string) => string;
  submitLabel: string;
  successToast: { title: string; description?: string };
}

/**
 * The card form: Stripe's Payment Element (tabs, billing details automatic) with keys, or the
 * clearly labelled demo form without. Both show 'Processing...' while paying and 'Payment Failed'
 * with the provider's message, as a toast and at the form, where it stays until the next try.
 */
export function PaymentForm(props: Props) {
  return props.payment.provider === "stripe" && props.publishableKey ? <StripeForm {...props} publishableKey={props.publishableKey} /> : <DemoForm {...props} />;
}

/** The failure at the form: a toast vanishes, this stays until the payer tries again. */
function FailureMessage({ message }: { message: string | null }) {
  const t = useText(paymentsText);
  return message ? (
    <p className={cardForm.failure} role="alert">
      <strong>{t("paymentFailedLabel")}</strong> {message}
    </p>
  ) : null;
}

/** Stripe's Payment Element drawn like the site's inputs: its frame cannot read our CSS variables, so the theme's values are repeated here (web/styles/theme.css.ts). */
const STRIPE_APPEARANCE = {
  theme: "stripe" as const,
  variables: { colorPrimary: "#1b3358", colorText: "#1d2430", colorDanger: "#b42318", borderRadius: "8px", fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  rules: { ".Input": { border: "1px solid #8792a6", boxShadow: "none" }, ".Input:focus": { outline: "3px solid #2563eb", borderColor: "#1b3358" } },
};

function StripeForm({ payment, publishableKey, returnUrl, submitLabel }: Props & { publishableKey: string }) {
  const t = useText(paymentsText);
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ confirm: () => Promise<{ error?: { message?: string } }> } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import("@stripe/stripe-js").then(async ({ loadStripe }) => {
      const client = await loadStripe(publishableKey);
      if (!client || cancelled || !mount.current) return;
      const elements = client.elements({ clientSecret: payment.clientSecret, appearance: STRIPE_APPEARANCE });
      const element = elements.create("payment", { layout: "tabs", fields: { billingDetails: "auto" } });
      element.on("ready", () => setReady(true));
      element.mount(mount.current);
      stripe.current = { confirm: () => client.confirmPayment({ elements, confirmParams: { return_url: returnUrl(payment.subscriptionId) } }) };
    });
    return () => {
      cancelled = true;
    };
  }, [payment.clientSecret]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe.current) return;
    setBusy(true);
    setFailure(null);
    const { error } = await stripe.current.confirm();
    // Without an error Stripe is already taking the browser to the receipt (/payment-success): no toast.
    if (error) {
      setFailure(error.message ?? t("didNotGoThrough"));
      showToast({ title: t("paymentFailed"), description: error.message ?? t("didNotGoThrough"), variant: "destructive" });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} aria-label={t("paymentSection")} className={form.fields}>
      <div ref={mount} className={cardForm.cardBox} />
      {!ready ? <p role="status">{t("loadingSecureForm")}</p> : null}
      <FailureMessage message={failure} />
      <button type="submit" className={button.primary} disabled={!ready || busy}>
        {busy ? t("processing") : submitLabel}
      </button>
    </form>
  );
}

function DemoForm({ payment, returnUrl, submitLabel, successToast }: Props) {
  const t = useText(paymentsText);
  const [values, setValues] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, submit } = useSchemaForm(demoCardSchema, {
    send: async (data) => {
      setFailure(null);
      const { orderId } = await api<{ orderId: string }>("POST", "/api/demo-checkout/confirm", data);
      navigateWithToast(returnUrl(orderId), successToast);
    },
    failed: (error) => {
      const message = (error instanceof ApiError && error.serverMessage) || t("didNotGoThrough");
      setFailure(message);
      showToast({ title: t("paymentFailed"), description: message, variant: "destructive" });
    },
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value });

  const field = (name: keyof typeof values, label: string, extra: { autoComplete: string; placeholder: string; inputMode: "numeric" | "text" }) => (
    <div className={css.field}>
      <label htmlFor={`card-${name}`}>{label}</label>
      <input id={`card-${name}`} className={css.input} value={values[name]} onChange={set(name)} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `card-${name}-error` : undefined} {...extra} />
      {errors[name] ? (
        <span id={`card-${name}-error`} className={css.error} role="alert">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => submit(event, { ...values, clientSecret: payment.clientSecret })} noValidate aria-label={t("paymentSection")} className={form.fields}>
      <p className={form.demoNotice} role="note">
        <strong>{t("demoCheckout")}</strong> {t("demoNotice")}
      </p>
      <fieldset disabled={busy} className={cardForm.cardBox}>
        <legend className={cardForm.legend}>{t("card")}</legend>
        {field("cardNumber", t("cardNumber"), { autoComplete: "cc-number", placeholder: "4242 4242 4242 4242", inputMode: "numeric" })}
        <div className={form.twoColumns}>
          {field("expiry", t("expiry"), { autoComplete: "cc-exp", placeholder: "12/34", inputMode: "numeric" })}
          {field("cvc", t("cvc"), { autoComplete: "cc-csc", placeholder: "123", inputMode: "numeric" })}
        </div>
      </fieldset>
      <FailureMessage message={failure} />
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? t("processing") : submitLabel}
      </button>
    </form>
  );
}
