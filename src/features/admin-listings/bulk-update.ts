import * as z from "zod/mini";
import { bulkRowSchema, type BulkUpdateInput } from "../../contract/admin-churches";
import type { Db } from "../../db/client";
import { changedFields, recordAudit } from "../../db/audit";
import { HttpError } from "../../http/errors";
import { parseServiceStrings } from "../../lib/service-times/parse";
import type { SessionUser } from "../../sessions/sessions";
import { changeChurch, churchById, setChurchServices, type ListingChange } from "../churches/service";
import { taxonomyIds } from "./taxonomy-ids";

const orNull = (v: string | undefined) => (v ? v : null);

/** A refused row: 422 with 'Row 3, St. Ann: Valid ZIP code is required', the field under `updates.{i}.data`. */
function refuse(row: number, name: string, index: number, id: number, message: string, field?: string): never {
  const fields = field ? { [`updates.${index}.data.${field}`]: message } : {};
  throw new HttpError(422, `Row ${row}, ${name}: ${message}`, { row, id, fields });
}

/**
 * Bulk Update (docs/decisions/0060-bulk-update-and-map-view.md): every row or none, in one
 * transaction. Each row is checked with its schema here, not by the route, so a refusal names the
 * row as the admin's table shows it and the church as it is stored. A row whose cells all match what
 * is stored writes nothing; the answer counts the churches really changed.
 */
export function bulkUpdate(db: Db, admin: SessionUser, input: BulkUpdateInput): { message: string; updated: number } {
  let updated = 0;
  db.transaction(() => {
    input.updates.forEach((update, index) => {
      const { id, row = index + 1, data } = update;
      const church = churchById(db, id);
      if (!church) throw new HttpError(404, `Row ${row}: church ${id} not found`, { row, id });
      const parsed = z.safeParse(bulkRowSchema, data);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        refuse(row, church.name, index, id, issue!.message, issue!.path.join("."));
      }
      const cells = parsed.data;
      let ids;
      try {
        ids = taxonomyIds(db, cells.denomination, cells.area);
      } catch (error) {
        const { fields } = ((error as HttpError).details ?? {}) as { fields?: Record<string, string> };
        refuse(row, church.name, index, id, (error as Error).message, Object.keys(fields ?? {})[0]);
      }
      const listing: ListingChange = { ...ids, name: cells.name, address: cells.address, zip: cells.zip, phone: orNull(cells.phone), website: orNull(cells.website) };
      const columns = changedFields(church, listing);
      // Only the cells that differ are written: an untouched row keeps its row (and its updatedAt) as it was.
      changeChurch(db, id, { listing: Object.fromEntries(Object.keys(columns).map((key) => [key, listing[key as keyof ListingChange]])) });
      const services = setChurchServices(db, id, cells.services && parseServiceStrings(cells.services), undefined, { confirm: true });
      const changes = { ...columns, ...services };
      if (Object.keys(changes).length === 0) return;
      updated++;
      recordAudit(db, { actorId: admin.id, action: "church.bulk_updated", entityType: "church", entityId: id, details: changes });
    });
  });
  return { message: updated === 0 ? "No changes: every row already matched what is saved" : `Updated ${updated} ${updated === 1 ? "church" : "churches"}`, updated };
}
