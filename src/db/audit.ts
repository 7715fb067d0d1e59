import type { Db } from "./client";
import { auditLog } from "./schema";

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entityType: "church" | "claim" | "event" | "article" | "image";
  entityId: number | string;
  /** For changes: the fields that changed, each with its old and new value. */
  details?: Record<string, unknown>;
}

/** Who changed what and when (issue: audit log); called inside the change's transaction. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) }).run();
}

/** The fields whose values differ, as { field: [old, new] }. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null)) changes[key] = [before[key] ?? null, value ?? null];
  }
  return changes;
}
