import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { idParam } from "../../http/validate";
import { markMessageRead } from "../contact/service";
import { contactInbox, contactsCsv, subscriberList, subscribersCsv } from "./service";

const download = (set: { headers: Record<string, unknown> }, { filename, csv }: { filename: string; csv: string }) => {
  set.headers["content-type"] = "text/csv; charset=utf-8";
  set.headers["content-disposition"] = `attachment; filename="${filename}"`;
  return csv;
};

/** Inbox: contact messages and newsletter subscribers, each with a CSV export. */
export function adminInboxApi(ctx: AppContext) {
  return new Elysia({ name: "admin-inbox-api" })
    .use(routes(ctx))
    .get(
      "/api/admin/contacts",
      ({ set }) => {
        const { items, total } = contactInbox(ctx.db);
        set.headers["x-total-count"] = String(total);
        return items;
      },
      { auth: "admin" },
    )
    .get("/api/admin/contacts/export-csv", ({ set }) => download(set, contactsCsv(ctx.db)), { auth: "admin" })
    .post(
      "/api/admin/contacts/:id/read",
      ({ params, set }) => {
        markMessageRead(ctx.db, idParam(params.id, "Message"));
        set.status = 204;
      },
      { auth: "admin" },
    )
    .get(
      "/api/admin/subscribers",
      ({ set }) => {
        const { items, total } = subscriberList(ctx.db);
        set.headers["x-total-count"] = String(total);
        return items;
      },
      { auth: "admin" },
    )
    .get("/api/admin/subscribers/export-csv", ({ set }) => download(set, subscribersCsv(ctx.db)), { auth: "admin" });
}
