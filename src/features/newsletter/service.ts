import { CONFIRM_LINK_DAYS, CONFIRM_RESEND_HOURS, type NewsletterSubscribe } from "../../contract/newsletter";
import type { Lang } from "../../contract/i18n/lang";
import type { Db } from "../../db/client";
import { signUnsubscribe, verifyUnsubscribe } from "../../lib/signed-links";
import { hashToken, newToken } from "../../lib/tokens";
import type { MailCaps } from "../mail/caps";
import type { MailSite } from "../../mail/compose";
import { queueMail } from "../mail/service";
import { confirmSubscriptionMail } from "./mail";
import { confirmByToken, markUnsubscribed, selectByToken, selectSubscription, setConfirmation } from "./queries";

const HOUR = 3600_000;
const linkCutoff = (now: Date) => new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * HOUR);

/**
 * Double opt-in (docs/decisions/0027-newsletter-double-opt-in.md): a new or unsubscribed address
 * gets a confirmation link and is sent nothing else until it is opened. A confirmed address, or
 * one sent a link within a day, gets no mail. The caller answers the same whatever happened here,
 * so the answer never tells whether an address was subscribed. The link is sent in the language of
 * the page the address was given on, and the newsletters' footers follow it (docs/i18n.md). Over
 * the site's mail caps nothing is written or sent (docs/decisions/0046-hardening-round-3.md).
 */
export function subscribe(db: Db, site: MailSite, caps: Pick<MailCaps, "admit">, input: NewsletterSubscribe, lang: Lang, now = new Date()): void {
  const email = input.email.toLowerCase();
  db.transaction((tx) => {
    const row = selectSubscription(tx, email);
    if (row && row.confirmedAt && !row.unsubscribedAt) return;
    if (row?.confirmSentAt && now.getTime() - row.confirmSentAt.getTime() < CONFIRM_RESEND_HOURS * HOUR) return;
    if (!caps.admit(email, now.getTime())) return;
    const token = newToken();
    setConfirmation(tx, email, hashToken(token), now, lang);
    queueMail(tx, confirmSubscriptionMail(site, email, token, lang), now);
  });
}

/** The address a confirmation link is for while it works; null for a used, unknown or expired one. */
export function confirmLinkAddress(db: Db, token: string, now = new Date()): string | null {
  return selectByToken(db, hashToken(token), linkCutoff(now)) ?? null;
}

/** Confirms the address: it receives newsletters from now on. Answers whether the link worked. */
export function confirmSubscription(db: Db, token: string, now = new Date()): boolean {
  return confirmByToken(db, hashToken(token), linkCutoff(now), now) !== undefined;
}

/**
 * The subscriber's one-click unsubscribe path, for the e-mails sent to the address (never for
 * whoever typed it in: docs/decisions/0007).
 */
export async function unsubscribePath(secret: string, email: string): Promise<string> {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(await signUnsubscribe(secret, email))}`;
}

/** The address an unsubscribe link is for, or null for a forged or foreign one; reading it changes nothing. */
export function unsubscribeLinkAddress(secret: string, token: string): Promise<string | null> {
  return verifyUnsubscribe(secret, token);
}

/** Answers whether the token was valid; unsubscribing twice is fine. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<boolean> {
  const email = await verifyUnsubscribe(secret, token);
  if (!email) return false;
  markUnsubscribed(db, email, new Date());
  return true;
}
