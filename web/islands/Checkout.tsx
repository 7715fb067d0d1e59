import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import type { StartedPayment } from "../../src/contract/checkout";
import { routes } from "../../src/contract/routes";
import * as directory from "../components/Directory.css";
import * as form from "../components/Form.css";
import { ImageUpload } from "./image-upload/ImageUpload";
import { button, buttonRow, card } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { SignInPrompt } from "../components/SignInPrompt";

const PaymentForm = lazy(() => import("./payments/PaymentForm").then((m) => ({ default: m.PaymentForm })));

interface Props {
  plan: "featured" | "banner";
  billing: "monthly" | "annual";
  publishableKey: string | null;
}

type View = { kind: "checking" } | { kind: "signed-out" } | { kind: "banner-details" } | { kind: "preparing" } | { kind: "failed"; message: string; status: number } | { kind: "ready"; payment: StartedPayment };

/**
 * /checkout (docs/product.md, visitor side): a spinner until the client secret arrives, then the card form. Paying
 * needs a signed-in owner with an approved church (docs/product.md D11); a banner first needs its
 * image, link and description.
 */
export default function Checkout({ plan, billing, publishableKey }: Props) {
  const [view, setView] = useState<View>({ kind: "checking" });
  const [banner, setBanner] = useState({ imageUrl: "", linkUrl: "", altText: "" });

  async function prepare(bannerDetails?: typeof banner) {
    setView({ kind: "preparing" });
    try {
      const payment = await api<StartedPayment>("POST", "/api/create-payment-intent", { plan, billing, ...(bannerDetails ? { banner: bannerDetails } : {}) });
      setView({ kind: "ready", payment });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return setView({ kind: "signed-out" });
      setView({ kind: "failed", status: error instanceof ApiError ? error.status : 0, message: (error instanceof ApiError && error.serverMessage) || "The payment could not be prepared. Please try again." });
    }
  }

  useEffect(() => {
    api<{ user: unknown }>("GET", "/api/auth/session").then(
      ({ user }) => (!user ? setView({ kind: "signed-out" }) : plan === "banner" ? setView({ kind: "banner-details" }) : void prepare()),
      () => setView({ kind: "signed-out" }),
    );
  }, []);

  // The receipt page reads the receipt by this order id (the demo payment's, or Stripe's subscription's).
  const returnUrl = (orderId: string) => `${window.location.origin}/payment-success?session_id=${encodeURIComponent(orderId)}`;

  switch (view.kind) {
    case "checking":
    case "preparing":
      return (
        <p role="status" className={form.spinner}>
          Preparing secure payment…
        </p>
      );
    case "signed-out":
      return <SignInPrompt title="Sign in to pay" text="Paid plans belong to a church in the directory: sign in with your church's account, or create one and add your church first." />;
    case "failed":
      return (
        <div className={card} role="alert">
          <p>{view.message}</p>
          <div className={buttonRow}>
            {view.status === 403 ? (
              <a className={button.primary} href={routes.dashboard}>
                Go to Dashboard
              </a>
            ) : (
              <button type="button" className={button.primary} onClick={() => void prepare(plan === "banner" ? banner : undefined)}>
                Try Again
              </button>
            )}
          </div>
        </div>
      );
    case "banner-details":
      return (
        <form
          className={form.section}
          aria-label="Banner details"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void prepare(banner);
          }}
        >
          <p>Your banner appears in the directory's advertising slot once an administrator approves it.</p>
          <ImageUpload id="banner-image" label="Banner image (wide, e.g. 1200×300)" value={banner.imageUrl} onChange={(imageUrl) => setBanner({ ...banner, imageUrl })} successText="Your banner image is uploaded." />
          <label className={directory.field}>
            Link address
            <input className={directory.input} type="url" required placeholder="https://" value={banner.linkUrl} onChange={(e) => setBanner({ ...banner, linkUrl: e.target.value })} />
          </label>
          <label className={directory.field}>
            Description for screen readers (alt text)
            <input className={directory.input} required value={banner.altText} onChange={(e) => setBanner({ ...banner, altText: e.target.value })} />
          </label>
          <button type="submit" className={button.primary} disabled={!banner.imageUrl}>
            Continue to Payment
          </button>
        </form>
      );
    case "ready":
      return (
        <Suspense fallback={<p role="status">Loading the card form…</p>}>
          <p>
            <strong>{view.payment.description}</strong>: ${(view.payment.amountCents / 100).toFixed(0)}
          </p>
          <PaymentForm payment={view.payment} publishableKey={publishableKey} returnUrl={returnUrl} submitLabel="Pay Now" successToast={{ title: "Payment Received", description: "Thank you: here is your receipt." }} />
        </Suspense>
      );
  }
}
