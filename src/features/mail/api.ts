import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { outboxQuerySchema } from "../../contract/outbox";
import { routes } from "../../http/routes";
import { idParam, queryOf } from "../../http/validate";
import { outboxMessage, outboxPage } from "./outbox";

/** The admin's Outbox tab: the mail the site queued, sent or gave up on (docs/mail.md). */
export function outboxApi(ctx: AppContext) {
  return new Elysia({ name: "outbox-api" })
    .use(routes(ctx))
    .get(
      "/api/admin/outbox",
      ({ query, set }) => {
        const { items, total } = outboxPage(ctx.db, query);
        set.headers["x-total-count"] = String(total);
        return items;
      },
      { auth: "admin", query: queryOf(outboxQuerySchema) },
    )
    .get("/api/admin/outbox/:id", ({ params }) => outboxMessage(ctx.db, idParam(params.id, "Message")), { auth: "admin" });
}
