import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes as paths } from "../../contract/routes";
import { serviceExceptionSchema } from "../../contract/service-times/exception-schema";
import { answerForm } from "../../http/form-post";
import { routes } from "../../http/routes";
import { idParam, parseBody } from "../../http/validate";
import { ownersExceptions, removeServiceException, setServiceException } from "../churches/service";

/** What was typed, sent back to the page with a refused form so it keeps it (never a secret here). */
function typed(body: unknown): string {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const kept = ["date", "time", "kind", "newTime", "streamUrl", "note", "noteEs"].flatMap((name) => (typeof fields[name] === "string" ? [[name, (fields[name] as string).slice(0, 200)]] : []));
  return new URLSearchParams(kept).toString();
}

/**
 * 'Cancel or change one date' (docs/service-times.md, Exceptions): the owner's own church only.
 * The page's forms post here without JavaScript and come back to the page; a refused one comes
 * back with the problem and what was typed.
 */
export function serviceExceptionsApi(ctx: AppContext) {
  return new Elysia({ name: "service-exceptions-api" })
    .use(routes(ctx))
    .get("/api/user/churches/:id/exceptions", ({ params, user }) => ownersExceptions(ctx.db, user, idParam(params.id)), { auth: "owner" })
    .post(
      "/api/user/churches/:id/exceptions",
      ({ params, body, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => setServiceException(ctx.db, user, id, parseBody(serviceExceptionSchema, body)), {
          done: () => `${paths.churchChanges(id)}?done=1`,
          back: `${paths.churchChanges(id)}?${typed(body)}`,
        });
      },
      { auth: "owner" },
    )
    .delete(
      "/api/user/churches/:id/exceptions/:exceptionId",
      ({ params, user, set }) => {
        removeServiceException(ctx.db, user, idParam(params.id), idParam(params.exceptionId, "Change"));
        set.status = 204;
      },
      { auth: "owner" },
    )
    // A form cannot send DELETE: the page's 'Undo' button posts here.
    .post(
      "/api/user/churches/:id/exceptions/:exceptionId/delete",
      ({ params, request, set, user }) => {
        const id = idParam(params.id);
        return answerForm(request, set, () => removeServiceException(ctx.db, user, id, idParam(params.exceptionId, "Change")), {
          done: () => `${paths.churchChanges(id)}?removed=1`,
          back: paths.churchChanges(id),
        });
      },
      { auth: "owner" },
    );
}
