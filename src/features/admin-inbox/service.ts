import type { Db } from "../../db/client";
import { readAllInPages } from "../../db/paging";
import { toCsv } from "../../lib/csv";
import { centralDay } from "../../lib/dates";
import { selectContactMessages, selectContactMessagesAfter, selectSubscribers, selectSubscribersAfter } from "./queries";

export function contactInbox(db: Db) {
  const { rows, total } = selectContactMessages(db, 200);
  return { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), readAt: m.readAt?.toISOString() ?? null })), total };
}

export function subscriberList(db: Db) {
  const { rows, total } = selectSubscribers(db, 500);
  return { items: rows.map((s) => ({ id: s.id, email: s.email, createdAt: s.createdAt.toISOString() })), total };
}

export function contactsCsv(db: Db, now = new Date()) {
  const rows = readAllInPages((after) => selectContactMessagesAfter(db, after, 1000));
  return { filename: `contact_messages_${centralDay(now)}.csv`, csv: toCsv(["id", "name", "email", "subject", "message", "createdAt", "readAt"], rows.map((m) => [m.id, m.name, m.email, m.subject, m.message, m.createdAt.toISOString(), m.readAt?.toISOString() ?? ""])) };
}

export function subscribersCsv(db: Db, now = new Date()) {
  const rows = readAllInPages((after) => selectSubscribersAfter(db, after, 1000));
  return { filename: `newsletter_subscribers_${centralDay(now)}.csv`, csv: toCsv(["email", "subscribedAt"], rows.map((s) => [s.email, s.createdAt.toISOString()])) };
}
