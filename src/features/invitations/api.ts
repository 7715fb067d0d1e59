import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { localePath } from "../../contract/i18n/lang";
import { invitationListQuery, invitationTokenSchema, sendInvitationSchema, invitationPaths } from "../../contract/invitations";
import { messages } from "../../contract/messages";
import { clientKey } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { isFormPost } from "../../http/form-post";
import { pageLangOf } from "../../http/page-lang";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf, queryOf } from "../../http/validate";
import { mailSite } from "../../mail/site";
import * as z from "zod/mini";
import { invitationScreen, optOut, sendInvitation } from "./service";

/** The admin's invitation screen and the public opt-out (docs/city-data.md, Reaching the churches). */
export function invitationsApi(ctx: AppContext) {
  // Opting out is a person pressing a button once; twenty an hour from one address is plenty.
  const optOuts = new RateLimiter(20, 3_600_000);
  return new Elysia({ name: "invitations-api" })
    .use(routes(ctx))
    .get("/api/admin/invitations", ({ query }) => invitationScreen(ctx.db, ctx.env.INVITATIONS_PER_DAY, query), { auth: "admin", query: queryOf(invitationListQuery) })
    .post(
      "/api/admin/invitations",
      async ({ body, user, set }) => {
        const sent = await sendInvitation(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET, ctx.env.INVITATIONS_PER_DAY, user, body);
        set.status = 201;
        return sent;
      },
      { auth: "admin", body: bodyOf(sendInvitationSchema) },
    )
    // The opt-out page's button (a form without JavaScript, answered by the page again, now saying
    // it is done) and a mail client's one-click POST to the List-Unsubscribe address (RFC 8058, 204).
    .post(
      invitationPaths.optOut,
      async ({ body, query, request, set }) => {
        if (optOuts.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
        const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
        const raw = fields.token ?? query.token;
        const token = z.safeParse(invitationTokenSchema, raw);
        const email = token.success ? await optOut(ctx.db, ctx.env.SESSION_SECRET, token.data) : null;
        // A person's button: the page again, which says it is done, or why the link does not work (400 or 404).
        if (isFormPost(request) && fields["List-Unsubscribe"] !== "One-Click") {
          set.status = 303;
          set.headers.location = localePath(pageLangOf(request), `${invitationPaths.optOut}?token=${encodeURIComponent(typeof raw === "string" ? raw.slice(0, 1000) : "")}`);
          return;
        }
        if (!token.success) throw new HttpError(400, "This link is not complete.");
        if (!email) throw new HttpError(404, "This link is not one we sent.");
        set.status = 204;
      },
      { public: true },
    );
}
