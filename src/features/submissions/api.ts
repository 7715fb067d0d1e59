import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { churchFormMessages, churchFormSchema, claimSchema, unclaimedQuerySchema } from "../../contract/church-form";
import { requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { sessionPlugin } from "../../http/session";
import { idParam, parseOr422 } from "../../http/validate";
import { claimChurch, editableChurch, editChurch, ownerChurches, submitChurch, unclaimedChurches } from "./service";

/** Every /api/user/churches route: the owner's churches and claims, submit, claim and edit (management spec 7). */
export function submissionsApi(ctx: AppContext) {
  // An edit of a listed church renews every cached page: thirty an hour is a long afternoon of
  // corrections, not a flood (docs/decisions/0011-client-addresses-and-lockouts.md).
  const edits = new RateLimiter(30, 60 * 60_000);
  return new Elysia({ name: "submissions-api" })
    .use(sessionPlugin(ctx))
    .onBeforeHandle(({ set }) => {
      set.headers["cache-control"] = "no-store";
    })
    .get("/api/unclaimed-churches", ({ query, set }) => {
      const { items, total } = unclaimedChurches(ctx.db, parseOr422(unclaimedQuerySchema, query, 400).search);
      set.headers["x-total-count"] = String(total);
      return items;
    })
    .get("/api/user/churches", ({ user }) => ownerChurches(ctx.db, requireUser(user).id))
    .post("/api/user/churches", async ({ body, user, set }) => {
      const owner = requireUser(user);
      const created = await submitChurch(ctx, owner, parseOr422(churchFormSchema, body));
      set.status = 201;
      return created;
    })
    .post("/api/user/churches/claim", ({ body, user, set }) => {
      const owner = requireUser(user);
      const claim = claimChurch(ctx.db, owner, parseOr422(claimSchema, body).churchId);
      set.status = 201;
      return claim;
    })
    .get("/api/user/churches/:id", ({ params, user }) => editableChurch(ctx.db, requireUser(user), idParam(params.id)))
    .put("/api/user/churches/:id", async ({ body, params, user }) => {
      const owner = requireUser(user);
      const id = idParam(params.id);
      const input = parseOr422(churchFormSchema, body);
      if (edits.hit(`user:${owner.id}`)) throw new HttpError(429, churchFormMessages.tooManyEdits);
      return editChurch(ctx, owner, id, input);
    });
}
