import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { churchFormMessages, churchFormSchema, unclaimedQuerySchema } from "../../contract/church-form";
import { claimSchema } from "../../contract/claims";
import { mailSite } from "../../mail/site";
import { NO_MAIL } from "../mail/caps";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf, idParam, queryOf } from "../../http/validate";
import { claimFormPosts } from "./claim-posts";
import { submissionFormPosts } from "./form-posts";
import { claimChurch, editableChurch, editChurch, ownerChurches, submitChurch, unclaimedChurches } from "./service";

/** Every /api/user/churches route: the owner's churches and claims, submit, claim and edit (docs/product.md M7). */
export function submissionsApi(ctx: AppContext) {
  // An edit of a listed church renews every cached page: thirty an hour is a long afternoon of
  // corrections, not a flood (docs/decisions/0011-client-addresses-and-lockouts.md).
  const edits = new RateLimiter(30, 60 * 60_000);
  return new Elysia({ name: "submissions-api" })
    .use(routes(ctx))
    // The same form without JavaScript, sharing the limit on edits.
    .use(submissionFormPosts(ctx, edits))
    .use(claimFormPosts(ctx))
    .get(
      "/api/unclaimed-churches",
      ({ query, set }) => {
        const { items, total } = unclaimedChurches(ctx.db, query.search);
        set.headers["x-total-count"] = String(total);
        return items;
      },
      { public: true, query: queryOf(unclaimedQuerySchema) },
    )
    .get("/api/user/churches", ({ user }) => ownerChurches(ctx.db, user.id), { auth: "owner" })
    .post(
      "/api/user/churches",
      async ({ body, user, set }) => {
        const created = await submitChurch(ctx, user, body);
        set.status = 201;
        return created;
      },
      { auth: "owner", body: bodyOf(churchFormSchema) },
    )
    // Any signed-in account may claim a church; an approved claim makes it the owner.
    .post(
      "/api/user/churches/claim",
      ({ body, user, set, spam }) => {
        set.status = 201;
        if (spam) return { churchId: body.churchId, status: "pending" as const };
        // Past the hourly bound the claim waits for an admin without its verification mail (decision 0046).
        const claim = claimChurch(ctx.db, mailSite(ctx), ctx.formFlood.admit("claim") ? ctx.mailCaps : NO_MAIL, user, body);
        return claim;
      },
      { auth: "signed-in", guard: "claim", body: bodyOf(claimSchema) },
    )
    .get("/api/user/churches/:id", ({ params, user }) => editableChurch(ctx.db, user, idParam(params.id)), { auth: "owner" })
    .put(
      "/api/user/churches/:id",
      async ({ body, params, user }) => {
        const id = idParam(params.id);
        if (edits.hit(`user:${user.id}`)) throw new HttpError(429, churchFormMessages.tooManyEdits);
        return editChurch(ctx, user, id, body);
      },
      { auth: "owner", body: bodyOf(churchFormSchema) },
    );
}
