import type { Db, DbOrTx } from "../../db/client";
import { countOutboxBacklog, insertOutboxRow, selectLastMailError } from "./queries";
import type { MailMessage } from "../../mail/message";

export type { MailMessage } from "../../mail/message";

/** What is left to send: for the readiness check, the metrics and the admin dashboard (docs/operations.md). */
export function outboxBacklog(db: Db): { waiting: number; retrying: number; failed: number } {
  return countOutboxBacklog(db);
}

/**
 * Mail that is not getting out, for the admin dashboard's banner: the newest error of a message
 * waiting to be tried again, or given up within the last day, with the backlog; null when none.
 */
export function mailTrouble(db: Db, now = new Date()): { lastError: string; waiting: number; retrying: number; failed: number } | null {
  const lastError = selectLastMailError(db, new Date(now.getTime() - 24 * 3600 * 1000));
  return lastError === null ? null : { lastError, ...countOutboxBacklog(db) };
}

/** A message that could put a header of its own into the mail: a bug in the caller, never user input passed on. */
export class UnsafeMailError extends Error {}

const CONTROL = /[\x00-\x1f\x7f]/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;

function oneLine(field: string, value: string): string {
  if (CONTROL.test(value)) throw new UnsafeMailError(`${field} must be one line without control characters`);
  return value;
}

/**
 * Puts a message in the outbox. Call it inside the transaction of what caused the mail, so the
 * mail exists exactly when its cause does; the mail worker delivers it (docs/decisions/0021-e-mail.md).
 * A subject may carry user text: its line breaks and control characters become spaces. Addresses
 * and header values must already be one line.
 */
export function queueMail(db: DbOrTx, message: MailMessage, now = new Date()): number {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new UnsafeMailError(`header name ${JSON.stringify(name)} is not a header name`);
    headers[name] = oneLine(name, value);
  }
  return insertOutboxRow(db, {
    kind: message.kind,
    from: oneLine("from", message.from),
    to: oneLine("to", message.to),
    replyTo: message.replyTo === undefined ? null : oneLine("replyTo", message.replyTo),
    subject: message.subject.replace(/[\x00-\x1f\x7f]+/g, " ").trim(),
    text: message.text,
    html: message.html ?? null,
    headers,
    nextAttemptAt: now,
  });
}
