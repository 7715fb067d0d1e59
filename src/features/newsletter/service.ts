import type { Db } from "../../db/client";
import type { NewsletterSubscribe } from "../../contract/newsletter";
import { signUnsubscribe, verifyUnsubscribe } from "../../lib/signed-links";
import { markUnsubscribed, upsertSubscription } from "./queries";

/** Subscribing twice is not an error: the address is stored once, lower-cased. */
export function subscribe(db: Db, input: NewsletterSubscribe): void {
  upsertSubscription(db, input.email.toLowerCase());
}

/**
 * The subscriber's one-click unsubscribe path, for the e-mails sent to the address (never for
 * whoever typed it in: docs/decisions/0007).
 */
export async function unsubscribePath(secret: string, email: string): Promise<string> {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(await signUnsubscribe(secret, email))}`;
}

/** Answers whether the token was valid; unsubscribing twice is fine. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<boolean> {
  const email = await verifyUnsubscribe(secret, token);
  if (!email) return false;
  markUnsubscribed(db, email, new Date());
  return true;
}
