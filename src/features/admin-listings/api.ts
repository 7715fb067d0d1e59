import type { AppContext } from "../../app-context";
import { adminChurchSchema, adminListQuerySchema, bulkUpdateSchema } from "../../contract/admin-churches";
import { adminOnly } from "../../http/admin";
import { requireAdmin } from "../../http/auth";
import { idParam, parseOr422 } from "../../http/validate";
import { adminChurches, adminEditChurch, bulkUpdate, churchHistory, exportChurchesCsv } from "./service";

/** Manage Listings, Bulk Update and the CSV export (management spec 7, admin). */
export function adminListingsApi(ctx: AppContext) {
  return adminOnly(ctx, "admin-listings-api")
    .get("/api/admin/churches/all", ({ query, set }) => {
      const { items, total, counts } = adminChurches(ctx.db, parseOr422(adminListQuerySchema, query, 400));
      set.headers["x-total-count"] = String(total);
      set.headers["x-status-counts"] = JSON.stringify(counts);
      return items;
    })
    .get("/api/admin/churches/export-csv", ({ set }) => {
      const { filename, csv } = exportChurchesCsv(ctx.db);
      set.headers["content-type"] = "text/csv; charset=utf-8";
      set.headers["content-disposition"] = `attachment; filename="${filename}"`;
      return csv;
    })
    .get("/api/admin/churches/:id/history", ({ params }) => churchHistory(ctx.db, idParam(params.id)))
    .put("/api/admin/churches/:id", ({ params, body, user }) => adminEditChurch(ctx, requireAdmin(user), idParam(params.id), parseOr422(adminChurchSchema, body)))
    .post("/api/admin/churches/bulk-update", ({ body, user }) => bulkUpdate(ctx.db, requireAdmin(user), parseOr422(bulkUpdateSchema, body)));
}
