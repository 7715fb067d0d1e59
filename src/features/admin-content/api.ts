import type { AppContext } from "../../app-context";
import { adminEventSchema, articleSchema } from "../../contract/admin-content";
import { adminOnly } from "../../http/admin";
import { requireAdmin } from "../../http/auth";
import { idParam, parseOr422 } from "../../http/validate";
import { adminArticles, adminEvents, createArticle, createEvent, decideEvent, deleteArticle, deleteEvent, editArticle, editEvent } from "./service";

/** Content: articles and events, and the owners' events waiting for approval. */
export function adminContentApi(ctx: AppContext) {
  return adminOnly(ctx, "admin-content-api")
    .get("/api/admin/articles", () => adminArticles(ctx.db))
    .post("/api/admin/articles", ({ body, user, set }) => {
      set.status = 201;
      return createArticle(ctx.db, requireAdmin(user), parseOr422(articleSchema, body));
    })
    .put("/api/admin/articles/:id", ({ params, body }) => editArticle(ctx.db, idParam(params.id, "Article"), parseOr422(articleSchema, body)))
    .delete("/api/admin/articles/:id", ({ params, set }) => {
      deleteArticle(ctx.db, idParam(params.id, "Article"));
      set.status = 204;
    })
    .get("/api/admin/events", () => adminEvents(ctx.db))
    .post("/api/admin/events", ({ body, user, set }) => {
      set.status = 201;
      return createEvent(ctx.db, requireAdmin(user), parseOr422(adminEventSchema, body));
    })
    .put("/api/admin/events/:id", ({ params, body }) => editEvent(ctx.db, idParam(params.id, "Event"), parseOr422(adminEventSchema, body)))
    .delete("/api/admin/events/:id", ({ params, set }) => {
      deleteEvent(ctx.db, idParam(params.id, "Event"));
      set.status = 204;
    })
    .post("/api/admin/events/:id/approve", ({ params, user }) => decideEvent(ctx.db, requireAdmin(user), idParam(params.id, "Event"), "approved"))
    .post("/api/admin/events/:id/reject", ({ params, user }) => decideEvent(ctx.db, requireAdmin(user), idParam(params.id, "Event"), "rejected"));
}
