import * as z from "zod/mini";
import { option } from "./fields";
import { msg } from "./i18n/msg";

/** Where a message is on its way (docs/decisions/0021-e-mail.md). */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/admin/outbox: newest first, 50 a page, optionally one status. */
export const outboxQuerySchema = z.object({
  status: z.optional(option(OUTBOX_STATUSES, msg("statusValues", "Status must be queued, sending, sent or failed"))),
  page: z.optional(z.coerce.number(msg("pageNumber", "Page must be a whole number from 1")).check(z.int(msg("pageNumber", "Page must be a whole number from 1")), z.minimum(1, msg("pageNumber", "Page must be a whole number from 1")), z.maximum(100000, msg("pageNumber", "Page must be a whole number from 1")))),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
export const OUTBOX_PAGE_SIZE = 50;

/** A line of the Outbox tab. */
export interface OutboxItem {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** When the worker tries a queued message again; null once sent or given up. */
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
  /**
   * The line's words with their times on San Antonio's clock ('Dec 3, 2026, 9:05 AM'), written by
   * the server: the browser's first time-zone formatter was 100 ms of the tab's start on a slow
   * phone (docs/decisions/0040-first-paint.md).
   */
  labels: { state: string; written: string; sent: string | null };
}

/**
 * How a line's state reads (docs/mail.md, Outbox): a queued message that failed before is
 * 'Failed — next try at …', not 'Queued'. `when` writes a time as the admin reads it.
 */
export function outboxStatusLabel(item: Pick<OutboxItem, "status" | "lastError" | "nextAttemptAt">, when: (iso: string) => string): string {
  if (item.status === "queued" && item.lastError && item.nextAttemptAt) return `Failed — next try at ${when(item.nextAttemptAt)}`;
  return { queued: "Queued", sending: "Sending", sent: "Sent", failed: "Failed — given up" }[item.status];
}

/** One message opened: the line and its text part (the HTML part is the same words, escaped). */
export interface OutboxMessage extends OutboxItem {
  from: string;
  replyTo: string | null;
  text: string;
  hasHtml: boolean;
}
