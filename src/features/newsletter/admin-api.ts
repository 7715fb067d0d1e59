import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { newsletterDraftSchema } from "../../contract/newsletters";
import { routes } from "../../http/routes";
import { bodyOf, idParam } from "../../http/validate";
import { mailSite } from "../../mail/site";
import { createNewsletter, editNewsletter, getNewsletter, listNewsletters, runSend, sendTest, startSend } from "./newsletters";

/** The Newsletter tab in /admin (docs/mail.md, Newsletter): drafts, a test to oneself, one send to every confirmed subscriber. */
export function newslettersAdminApi(ctx: AppContext) {
  return new Elysia({ name: "newsletters-admin-api" })
    .use(routes(ctx))
    .get("/api/admin/newsletters", () => listNewsletters(ctx.db), { auth: "admin" })
    .get("/api/admin/newsletters/:id", ({ params }) => getNewsletter(ctx.db, idParam(params.id, "Newsletter")), { auth: "admin" })
    .post(
      "/api/admin/newsletters",
      ({ body, user, set }) => {
        set.status = 201;
        return createNewsletter(ctx.db, user, body);
      },
      { auth: "admin", body: bodyOf(newsletterDraftSchema) },
    )
    .put("/api/admin/newsletters/:id", ({ params, body }) => editNewsletter(ctx.db, idParam(params.id, "Newsletter"), body), { auth: "admin", body: bodyOf(newsletterDraftSchema) })
    .post("/api/admin/newsletters/:id/test", ({ params, user }) => sendTest(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET, user, idParam(params.id, "Newsletter")), { auth: "admin" })
    .post(
      "/api/admin/newsletters/:id/send",
      ({ params, set }) => {
        const id = idParam(params.id, "Newsletter");
        const started = startSend(ctx.db, id);
        // The batches are written after the answer; the tab polls GET …/:id for progress.
        void runSend(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET, id, ctx.log);
        set.status = 202;
        return started;
      },
      { auth: "admin" },
    );
}
