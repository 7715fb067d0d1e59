import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { adminEventSchema, articleSchema } from "../../contract/admin-content";
import { routes } from "../../http/routes";
import { reviewDecisionSchema } from "../../contract/review-decision";
import { bodyOf, idParam } from "../../http/validate";
import { mailSite } from "../../mail/site";
import { adminArticles, adminEvents, createArticle, createEvent, decideEvent, deleteArticle, deleteEvent, editArticle, editEvent } from "./service";

/** Content: articles and events, and the owners' events waiting for approval. */
export function adminContentApi(ctx: AppContext) {
  return new Elysia({ name: "admin-content-api" })
    .use(routes(ctx))
    .get("/api/admin/articles", () => adminArticles(ctx.db), { auth: "admin" })
    .post(
      "/api/admin/articles",
      ({ body, user, set }) => {
        set.status = 201;
        return createArticle(ctx.db, user, body);
      },
      { auth: "admin", body: bodyOf(articleSchema) },
    )
    .put("/api/admin/articles/:id", ({ params, body, user }) => editArticle(ctx.db, user, idParam(params.id, "Article"), body), { auth: "admin", body: bodyOf(articleSchema) })
    .delete(
      "/api/admin/articles/:id",
      ({ params, set, user }) => {
        deleteArticle(ctx.db, user, idParam(params.id, "Article"));
        set.status = 204;
      },
      { auth: "admin" },
    )
    .get("/api/admin/events", () => adminEvents(ctx.db), { auth: "admin" })
    .post(
      "/api/admin/events",
      ({ body, user, set }) => {
        set.status = 201;
        return createEvent(ctx.db, user, body);
      },
      { auth: "admin", body: bodyOf(adminEventSchema) },
    )
    .put("/api/admin/events/:id", ({ params, body, user }) => editEvent(ctx.db, user, idParam(params.id, "Event"), body), { auth: "admin", body: bodyOf(adminEventSchema) })
    .delete(
      "/api/admin/events/:id",
      ({ params, set, user }) => {
        deleteEvent(ctx.db, user, idParam(params.id, "Event"));
        set.status = 204;
      },
      { auth: "admin" },
    )
    // The body is optional: a reason typed for the owner's e-mail (docs/mail.md).
    .post("/api/admin/events/:id/approve", ({ params, user, body }) => decideEvent(ctx.db, mailSite(ctx), user, idParam(params.id, "Event"), { status: "approved", reason: body.reason }), { auth: "admin", body: bodyOf(reviewDecisionSchema) })
    .post("/api/admin/events/:id/reject", ({ params, user, body }) => decideEvent(ctx.db, mailSite(ctx), user, idParam(params.id, "Event"), { status: "rejected", reason: body.reason }), { auth: "admin", body: bodyOf(reviewDecisionSchema) });
}
