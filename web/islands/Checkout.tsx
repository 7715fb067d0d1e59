import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { lazyPart } from "../lib/lazy-part";
import type { StartedPayment } from "../../src/contract/checkout";
import { paymentsText } from "../../src/contract/i18n/payments-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as directory from "../components/Directory.css";
import * as form from "../components/Form.css";
import { ImageNotSent, ImageUpload, type ImageSender } from "./image-upload/ImageUpload";
import { button, buttonRow, card } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { SignInPrompt } from "../components/SignInPrompt";

const PaymentForm = await lazyPart(() => import("./payments/PaymentForm").then((m) => m.PaymentForm));

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
  const t = useText(paymentsText);
  const path = usePath();
  const [view, setView] = useState<View>({ kind: "checking" });
  const [banner, setBanner] = useState({ imageUrl: "", linkUrl: "", altText: "" });
  // The banner's image goes with its details: uploaded when they are sent (docs/decisions/0059-forms-without-losses.md).
  const image = useRef<ImageSender>(null);
  const [picked, setPicked] = useState(false);
  const [sending, setSending] = useState(false);

  async function sendBanner() {
    setSending(true);
    try {
      const imageUrl = (await image.current?.send()) ?? banner.imageUrl;
      await prepare({ ...banner, imageUrl });
    } catch (error) {
      // The widget says why the image was not uploaded; the details stay.
      if (!(error instanceof ImageNotSent)) throw error;
    } finally {
      setSending(false);
    }
  }

  async function prepare(bannerDetails?: typeof banner) {
    setView({ kind: "preparing" });
    try {
      const payment = await api<StartedPayment>("POST", "/api/create-payment-intent", { plan, billing, ...(bannerDetails ? { banner: bannerDetails } : {}) });
      setView({ kind: "ready", payment });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return setView({ kind: "signed-out" });
      setView({ kind: "failed", status: error instanceof ApiError ? error.status : 0, message: (error instanceof ApiError && error.serverMessage) || t("preparingFailed") });
    }
  }

  useEffect(() => {
    api<{ user: unknown }>("GET", "/api/auth/session").then(
      ({ user }) => (!user ? setView({ kind: "signed-out" }) : plan === "banner" ? setView({ kind: "banner-details" }) : void prepare()),
      () => setView({ kind: "signed-out" }),
    );
  }, []);

  // The receipt page reads the receipt by this order id (the demo payment's, or Stripe's subscription's).
  const returnUrl = (orderId: string) => `${window.location.origin}${path("/payment-success")}?session_id=${encodeURIComponent(orderId)}`;

  switch (view.kind) {
    case "checking":
    case "preparing":
      return (
        <p role="status" className={form.spinner}>
          {t("preparing")}
        </p>
      );
    case "signed-out":
      return <SignInPrompt title={t("signInToPay")} text={t("signInToPayText")} />;
    case "failed":
      return (
        <div className={card} role="alert">
          <p>{view.message}</p>
          <div className={buttonRow}>
            {view.status === 403 ? (
              <a className={button.primary} href={path(routes.dashboard)}>
                {t("goToDashboard")}
              </a>
            ) : (
              <button type="button" className={button.primary} onClick={() => void prepare(plan === "banner" ? banner : undefined)}>
                {t("tryAgain")}
              </button>
            )}
          </div>
        </div>
      );
    case "banner-details":
      return (
        <form
          className={form.section}
          aria-label={t("bannerDetails")}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void sendBanner();
          }}
        >
          <p>{t("bannerIntro")}</p>
          <ImageUpload id="banner-image" name="imageUrl" label={t("bannerImage")} value={banner.imageUrl} onChange={(imageUrl) => setBanner((b) => ({ ...b, imageUrl }))} sender={image} onPick={setPicked} />
          <label className={directory.field}>
            {t("linkAddress")}
            <input className={directory.input} type="url" required placeholder="https://" value={banner.linkUrl} onChange={(e) => setBanner({ ...banner, linkUrl: e.target.value })} />
          </label>
          <label className={directory.field}>
            {t("altText")}
            <input className={directory.input} required value={banner.altText} onChange={(e) => setBanner({ ...banner, altText: e.target.value })} />
          </label>
          <button type="submit" className={button.primary} disabled={sending || (!banner.imageUrl && !picked)}>
            {t("continueToPayment")}
          </button>
        </form>
      );
    case "ready":
      return (
        <Suspense fallback={<p role="status">{t("loadingCardForm")}</p>}>
          <p>
            <strong>{view.payment.description}</strong>: ${(view.payment.amountCents / 100).toFixed(0)}
          </p>
          <PaymentForm payment={view.payment} publishableKey={publishableKey} returnUrl={returnUrl} submitLabel={t("payNow")} successToast={{ title: t("paymentReceived"), description: t("hereIsReceipt") }} />
        </Suspense>
      );
  }
}
