import type { Db } from "../../db/client";
import type { NewsletterSubscribe } from "../../contract/newsletter";
import { upsertSubscription } from "./queries";

/** Subscribing twice is not an error: the address is stored once, lower-cased. */
export function subscribe(db: Db, input: NewsletterSubscribe): void {
  upsertSubscription(db, input.email.toLowerCase());
}
