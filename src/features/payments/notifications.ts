import { cardBrandName, receiptNumber } from "../../contract/checkout";
import { translator } from "../../contract/i18n/catalogue";
import { intlLocale, localePath, type Lang } from "../../contract/i18n/lang";
import { mailText } from "../../contract/i18n/mail-text";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { paymentsText } from "../../contract/i18n/payments-text";
import { formatLongDate } from "../../contract/dates";
import type { DbOrTx } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { siteUrl } from "../../http/site-origin";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";
import { settingsLine } from "../notifications/mail";
import { notifyUser, type Recipient } from "../notifications/service";
import type { PaymentRow, SubscriptionRow } from "./queries";

/** The billing notifications (docs/mail.md): topic 'payments', switched off in the account settings; in the owner's e-mail language (docs/i18n.md). */

/** English keeps the spec's '19.00 USD'; Spanish writes the amount as Intl does in es-US. */
const money = (cents: number, currency: string, lang: Lang) =>
  lang === "en"
    ? `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`
    : new Intl.NumberFormat(intlLocale[lang], { style: "currency", currency: currency.toUpperCase(), currencyDisplay: "code" }).format(cents / 100);
/** English keeps the spec's YYYY-MM-DD; Spanish the long date ('domingo, 24 de diciembre de 2026'). */
const day = (at: Date, lang: Lang) => (lang === "en" ? centralDay(at) : formatLongDate(at, lang));

const BILLING_TAB = "/dashboard?tab=billing";

/** A billing notice. Its button opens the Billing tab; a payment's opens its `receipt` instead, with the Billing tab's address below. */
function billingMail(site: MailSite, to: Recipient, kind: string, subject: string, lines: string[], receipt?: number): MailMessage {
  const lang = to.lang ?? "en";
  const t = translator(mailExtrasText, lang);
  return composeMail(site, {
    kind,
    to: to.email,
    lang,
    subject,
    lines: [translator(mailText, lang)("hello", { name: to.username }), ...lines],
    action: receipt === undefined ? { label: t("billing"), path: BILLING_TAB } : { label: t("seeReceipt"), path: `/dashboard/receipts/${receipt}` },
    after: [...(receipt === undefined ? [] : [t("billingLink", { url: siteUrl(site.origin, localePath(lang, BILLING_TAB)) })]), settingsLine(site, lang)],
  });
}

/** The notice's words, the plan's name, dates and amounts in the owner's language. */
function textsFor(to: Recipient, sub: SubscriptionRow) {
  const lang = to.lang ?? "en";
  return {
    t: translator(mailExtrasText, lang),
    plan: translator(paymentsText, lang)(`plan_${sub.plan}`),
    day: (at: Date) => day(at, lang),
    money: (cents: number, currency: string) => money(cents, currency, lang),
  };
}

/**
 * Whether the plan renews by itself at its period's end: a Stripe subscription that runs and was not
 * set to end. The demo provider charges nobody again: its plans end with their period.
 */
const renews = (sub: SubscriptionRow, next: Partial<SubscriptionRow>) => sub.provider === "stripe" && (next.status ?? sub.status) === "active" && !(next.cancelAtPeriodEnd ?? sub.cancelAtPeriodEnd);

/**
 * Tells the subscription's owner what a billing event changed, in the event's transaction: a
 * payment received (`paid`, stored just now: its receipt's number, the card, whether and when the
 * plan renews, and a link to the receipt), a renewal that failed, or a plan set to end at its
 * period's end. An event that changed nothing (an older one, a duplicate, a payment stored before)
 * tells nothing.
 */
export function notifyBillingEvent(db: DbOrTx, site: MailSite, type: string, sub: SubscriptionRow, next: Partial<SubscriptionRow>, paid?: PaymentRow): void {
  if (type === "invoice.paid" || type === "invoice.payment_succeeded") {
    if (!paid) return;
    const until = next.currentPeriodEnd ?? sub.currentPeriodEnd;
    notifyUser(db, sub.userId, "payments", (to) => {
      const { t, plan, day, money } = textsFor(to, sub);
      const number = receiptNumber(paid.id, paid.createdAt);
      const card = paid.cardBrand && paid.cardLast4 ? t("cardEnding", { brand: cardBrandName(paid.cardBrand) ?? t("aCard"), last4: paid.cardLast4 }) : null;
      return billingMail(
        site,
        to,
        "payment-received",
        t("paymentReceivedSubject", { plan }),
        [
          t("paymentReceivedBody", { amount: money(paid.amountCents, paid.currency), plan }),
          card ? t("receiptPaidWith", { number, date: day(paid.createdAt), card }) : t("receiptPaid", { number, date: day(paid.createdAt) }),
          ...(until ? [`${t("planRunsUntil", { date: day(until) })} ${renews(sub, next) ? t("planRenewsOn", { date: day(until) }) : t("planDoesNotRenew")}`] : []),
        ],
        paid.id,
      );
    });
  } else if (type === "invoice.payment_failed" && next.status === "past_due") {
    notifyUser(db, sub.userId, "payments", (to) => {
      const { t, plan } = textsFor(to, sub);
      return billingMail(site, to, "renewal-failed", t("renewalFailedSubject", { plan }), [t("renewalFailedBody", { plan })]);
    });
  } else if (type === "customer.subscription.deleted" && sub.status !== "canceled") {
    notifyUser(db, sub.userId, "payments", (to) => {
      const { t, plan } = textsFor(to, sub);
      return billingMail(site, to, "plan-ending", t("planEndedSubject", { plan }), [t("planEndedBody", { plan })]);
    });
  } else if (next.cancelAtPeriodEnd === true && !sub.cancelAtPeriodEnd) {
    const end = next.currentPeriodEnd ?? sub.currentPeriodEnd;
    notifyUser(db, sub.userId, "payments", (to) => {
      const { t, plan, day } = textsFor(to, sub);
      return end
        ? billingMail(site, to, "plan-ending", t("planEndsOnSubject", { date: day(end), plan }), [t("planEndsOnBody", { date: day(end), plan })])
        : billingMail(site, to, "plan-ending", t("planEndsSubject", { plan }), [t("planEndsBody", { plan })]);
    });
  }
}
