import { PLAN_DETAILS } from "../../contract/pricing";
import type { DbOrTx } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { composeMail, type MailSite } from "../mail/compose";
import type { MailMessage } from "../mail/service";
import { settingsLine } from "../notifications/mail";
import { notifyUser, type Recipient } from "../notifications/service";
import type { SubscriptionRow } from "./queries";

/** The billing notifications (docs/mail.md): topic 'payments', switched off in the account settings. */

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

function billingMail(site: MailSite, to: Recipient, kind: string, subject: string, lines: string[]): MailMessage {
  return composeMail(site, { kind, to: to.email, subject, lines: [`Hello ${to.username},`, ...lines], action: { label: "Billing", path: "/dashboard?tab=billing" }, after: [settingsLine(site)] });
}

/**
 * Tells the subscription's owner what a billing event changed, in the event's transaction: a
 * payment received, a renewal that failed, or a plan set to end at its period's end. An event that
 * changed nothing (an older one, a duplicate) tells nothing.
 */
export function notifyBillingEvent(db: DbOrTx, site: MailSite, type: string, sub: SubscriptionRow, next: Partial<SubscriptionRow>, object: Record<string, any>): void {
  const plan = PLAN_DETAILS[sub.plan].description;
  if (type === "invoice.paid" || type === "invoice.payment_succeeded") {
    const until = next.currentPeriodEnd ?? sub.currentPeriodEnd;
    notifyUser(db, sub.userId, "payments", (to) =>
      billingMail(site, to, "payment-received", `Payment received: ${plan}`, [
        `We received your payment of ${money(Number(object.amount_paid ?? 0), String(object.currency ?? "usd"))} for ${plan}. Thank you.`,
        ...(until ? [`Your plan runs until ${centralDay(until)}.`] : []),
      ]),
    );
  } else if (type === "invoice.payment_failed" && next.status === "past_due") {
    notifyUser(db, sub.userId, "payments", (to) =>
      billingMail(site, to, "renewal-failed", `Your renewal failed: ${plan}`, [`We could not renew ${plan}: the payment failed. Please check your card in Billing; the plan stops when its paid period ends.`]),
    );
  } else if (type === "customer.subscription.deleted" && sub.status !== "canceled") {
    notifyUser(db, sub.userId, "payments", (to) =>
      billingMail(site, to, "plan-ending", `Your plan has ended: ${plan}`, [`${plan} was cancelled and will not renew. You can subscribe again from Billing at any time.`]),
    );
  } else if (next.cancelAtPeriodEnd === true && !sub.cancelAtPeriodEnd) {
    const end = next.currentPeriodEnd ?? sub.currentPeriodEnd;
    notifyUser(db, sub.userId, "payments", (to) =>
      billingMail(site, to, "plan-ending", `Your plan ends${end ? ` on ${centralDay(end)}` : ""}: ${plan}`, [`${plan} will not renew${end ? `; it ends on ${centralDay(end)}` : ""}. You can subscribe again from Billing at any time.`]),
    );
  }
}
