import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { adminChurchSchema, adminListQuerySchema, bulkUpdateSchema } from "../../contract/admin-churches";
import { askTimesSchema } from "../../contract/admin-ask-times";
import { churchLocationSchema } from "../../contract/church-location";
import { routes } from "../../http/routes";
import { bodyOf, idParam, queryOf } from "../../http/validate";
import { mailSite } from "../../mail/site";
import { askOwnersAgain } from "./ask-again";
import { adminChurches, adminEditChurch, bulkUpdate, churchHistory, exportChurchesCsv, placeChurchPin } from "./service";

/** Manage Listings (with 'Ask owners again'), Bulk Update and the CSV export (docs/product.md M7, admin). */
export function adminListingsApi(ctx: AppContext) {
  return new Elysia({ name: "admin-listings-api" })
    .use(routes(ctx))
    .get(
      "/api/admin/churches/all",
      ({ query, set }) => {
        const { items, total, counts } = adminChurches(ctx.db, query);
        set.headers["x-total-count"] = String(total);
        set.headers["x-status-counts"] = JSON.stringify(counts);
        return items;
      },
      { auth: "admin", query: queryOf(adminListQuerySchema) },
    )
    .get(
      "/api/admin/churches/export-csv",
      ({ set }) => {
        const { filename, csv } = exportChurchesCsv(ctx.db);
        set.headers["content-type"] = "text/csv; charset=utf-8";
        set.headers["content-disposition"] = `attachment; filename="${filename}"`;
        return csv;
      },
      { auth: "admin" },
    )
    .get("/api/admin/churches/:id/history", ({ params }) => churchHistory(ctx.db, idParam(params.id)), { auth: "admin" })
    .put("/api/admin/churches/:id", ({ params, body, user }) => adminEditChurch(ctx, user, idParam(params.id), body), { auth: "admin", body: bodyOf(adminChurchSchema) })
    // The pin picker of Church Approvals (docs/decisions/0034-approval-pin.md).
    .put("/api/admin/churches/:id/location", ({ params, body, user }) => placeChurchPin(ctx.db, user, idParam(params.id), body), { auth: "admin", body: bodyOf(churchLocationSchema) })
    .post("/api/admin/churches/bulk-update", ({ body, user }) => bulkUpdate(ctx.db, user, body), { auth: "admin", body: bodyOf(bulkUpdateSchema) })
    // 'Ask owners again': the 'still right?' mail now (docs/service-times.md, Asking the churches).
    .post("/api/admin/churches/ask-times", ({ body, user }) => askOwnersAgain(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET, user, body.ids), { auth: "admin", body: bodyOf(askTimesSchema) });
}
