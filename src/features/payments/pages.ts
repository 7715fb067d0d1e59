import { CheckoutPage } from "../../../web/pages/payments/CheckoutPage";
import { PaymentSuccessPage } from "../../../web/pages/payments/PaymentSuccessPage";
import { ReceiptPage } from "../../../web/pages/payments/ReceiptPage";
import { ResultPage } from "../../../web/pages/payments/ResultPage";
import { SubscribePage } from "../../../web/pages/payments/SubscribePage";
import { BillingTestPage } from "../../../web/pages/payments/BillingTestPage";
import type { AppContext } from "../../app-context";
import { translator } from "../../contract/i18n/catalogue";
import { paymentsText } from "../../contract/i18n/payments-text";
import { definePage } from "../../render/page-route";
import { paymentsProvider } from "./provider";
import { billingStatus, PAGE_PRICES_WAIT_MS } from "./billing-status";

const publishableKey = (ctx: AppContext) => (ctx.env.STRIPE_SECRET_KEY ? (ctx.env.STRIPE_PUBLISHABLE_KEY ?? null) : null);

export const paymentPages = [
  definePage({
    path: "/checkout",
    query: ["plan", "billing"],
    component: CheckoutPage,
    load: ({ url, ctx, lang }) => {
      const plan = url.searchParams.get("plan") === "banner" ? ("banner" as const) : ("featured" as const);
      const billing = plan === "featured" && url.searchParams.get("billing") === "annual" ? ("annual" as const) : ("monthly" as const);
      return { props: { plan, billing, publishableKey: publishableKey(ctx), available: paymentsProvider(ctx) !== "none" }, head: { title: translator(paymentsText, lang)("checkoutTitle"), noindex: true } };
    },
  }),
  definePage({
    path: "/payment-success",
    component: PaymentSuccessPage,
    // Never cached (no query declared): the order id is in the page. The receipt itself is the payer's:
    // the page's island reads it (loaders never see the session, docs/decisions/0017-page-fast-path.md).
    load: ({ url, lang }) => ({
      props: { orderId: url.searchParams.get("session_id") ?? url.searchParams.get("payment_intent") ?? "" },
      head: { title: translator(paymentsText, lang)("successTitle"), noindex: true },
    }),
  }),
  definePage({
    path: "/dashboard/receipts/:id",
    signedIn: true,
    component: ReceiptPage,
    load: ({ params, lang }) => (/^\d{1,12}$/.test(params.id ?? "") ? { props: { id: Number(params.id) }, head: { title: translator(paymentsText, lang)("receiptTitle"), noindex: true } } : { notFound: true }),
  }),
  definePage({
    path: "/subscribe",
    query: ["billing"],
    component: SubscribePage,
    load: ({ url, ctx, lang }) => ({
      props: { billing: url.searchParams.get("billing") === "yearly" ? ("yearly" as const) : ("monthly" as const), publishableKey: publishableKey(ctx), available: paymentsProvider(ctx) !== "none" },
      head: { title: translator(paymentsText, lang)("subscribeTitle"), description: translator(paymentsText, lang)("subscribeDescription"), noindex: true },
    }),
  }),
  definePage({ path: "/thanks", component: ResultPage, load: ({ lang }) => ({ props: { kind: "thanks" as const }, head: { title: translator(paymentsText, lang)("thanksTitle"), noindex: true } }) }),
  definePage({ path: "/cancelled", component: ResultPage, load: ({ lang }) => ({ props: { kind: "cancelled" as const }, head: { title: translator(paymentsText, lang)("cancelledTitle"), noindex: true } }) }),
  // The set-up is read as the page is drawn, so the page is whole at first paint (docs/decisions/0099-signed-in-layout-shift.md).
  definePage({ path: "/billing-test", signedIn: "admin", component: BillingTestPage, load: async ({ ctx }) => ({ props: { status: await billingStatus(ctx, PAGE_PRICES_WAIT_MS) }, head: { title: "Billing Test", noindex: true } }) }),
];
