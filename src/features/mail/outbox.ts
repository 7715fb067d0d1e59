import { formatDateTime } from "../../contract/dates";
import { OUTBOX_PAGE_SIZE, outboxStatusLabel, type OutboxItem, type OutboxMessage, type OutboxQuery } from "../../contract/outbox";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { selectOutboxPage, selectOutboxRow } from "./queries";

type Line = ReturnType<typeof selectOutboxPage>["rows"][number];
function item(row: Line): OutboxItem {
  // While 'sending' it holds the claim's lease, not a next try.
  const nextAttemptAt = row.status === "queued" ? row.nextAttemptAt.toISOString() : null;
  return {
    ...row,
    nextAttemptAt,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    labels: { state: outboxStatusLabel({ ...row, nextAttemptAt }, formatDateTime), written: formatDateTime(row.createdAt), sent: row.sentAt ? formatDateTime(row.sentAt) : null },
  };
}

/** The Outbox tab: every message the site wrote, newest first (docs/mail.md). */
export function outboxPage(db: Db, query: OutboxQuery): { items: OutboxItem[]; total: number } {
  const page = query.page ?? 1;
  const { rows, total } = selectOutboxPage(db, query.status, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE);
  return { items: rows.map(item), total };
}

/** One message with its text part, so an admin can follow its links when no mail server is set. */
export function outboxMessage(db: Db, id: number): OutboxMessage {
  const row = selectOutboxRow(db, id);
  if (!row) throw notFound("Message not found");
  return { ...item(row), from: row.from, replyTo: row.replyTo, text: row.text, hasHtml: row.html !== null };
}
