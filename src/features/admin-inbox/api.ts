import type { AppContext } from "../../app-context";
import { adminOnly } from "../../http/admin";
import { idParam } from "../../http/validate";
import { contactInbox, contactsCsv, markMessageRead, subscriberList, subscribersCsv } from "./service";

const download = (set: { headers: Record<string, unknown> }, { filename, csv }: { filename: string; csv: string }) => {
  set.headers["content-type"] = "text/csv; charset=utf-8";
  set.headers["content-disposition"] = `attachment; filename="${filename}"`;
  return csv;
};

/** Inbox: contact messages and newsletter subscribers, each with a CSV export. */
export function adminInboxApi(ctx: AppContext) {
  return adminOnly(ctx, "admin-inbox-api")
    .get("/api/admin/contacts", ({ set }) => {
      const { items, total } = contactInbox(ctx.db);
      set.headers["x-total-count"] = String(total);
      return items;
    })
    .get("/api/admin/contacts/export-csv", ({ set }) => download(set, contactsCsv(ctx.db)))
    .post("/api/admin/contacts/:id/read", ({ params, set }) => {
      markMessageRead(ctx.db, idParam(params.id, "Message"));
      set.status = 204;
    })
    .get("/api/admin/subscribers", ({ set }) => {
      const { items, total } = subscriberList(ctx.db);
      set.headers["x-total-count"] = String(total);
      return items;
    })
    .get("/api/admin/subscribers/export-csv", ({ set }) => download(set, subscribersCsv(ctx.db)));
}
