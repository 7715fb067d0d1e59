import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import type { OwnerSaved } from "../../contract/church-form";
import { claimLinkSchema, claimSchema, type ClaimValues } from "../../contract/claims";
import { translator } from "../../contract/i18n/catalogue";
import { claimsText } from "../../contract/i18n/claims-text";
import { localePath } from "../../contract/i18n/lang";
import { messages } from "../../contract/messages";
import { routes as paths } from "../../contract/routes";
import { clientKey } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { answerForm, withParam } from "../../http/form-post";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { refusalMessages } from "../../http/service-form-post";
import { idParam, parseBody } from "../../http/validate";
import { serveBodyPage } from "../../render/pages-plugin";
import { ClaimChurchPage } from "../../../web/pages/ClaimChurchPage";
import { mailSite } from "../../mail/site";
import { NO_MAIL } from "../mail/caps";
import { formTokenFor, guardPost } from "../../http/form-guard";
import { claimChurch, claimTarget, managedChurch, verifyClaimEmail } from "./service";

const field = (body: unknown, name: string) => {
  const value = (typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined) ?? "";
  return typeof value === "string" ? value.slice(0, 1000) : "";
};

/** The claim form's fields as posted, as strings. */
const postedValues = (body: unknown): ClaimValues => ({
  role: field(body, "role"),
  phone: field(body, "phone"),
  note: field(body, "note"),
  verificationEmail: field(body, "verificationEmail"),
});

/**
 * The claim form posted without JavaScript to its own page, and the verification link's button
 * (docs/decisions/0035-claim-safeguards.md). Claimed: 303 to the dashboard with its notice;
 * refused: the form again with the values and each field's message, with the refusal's status
 * (docs/decisions/0022-forms-without-javascript.md).
 */
export function claimFormPosts(ctx: AppContext) {
  // Links carry 32 random bytes; the limit only keeps a client from hammering the table.
  const verifications = new RateLimiter(20, 60 * 60_000);
  return new Elysia({ name: "claim-form-posts" })
    .use(routes(ctx))
    .post(
      "/claim-church/:id",
      ({ body, params, request, user }) => {
        const id = idParam(params.id);
        // A church that cannot be claimed is answered as the API answers it (404, 409), whatever the post holds.
        const church = claimTarget(ctx.db, id);
        const values = postedValues(body);
        const lang = pageLangOf(request);
        const head = { title: translator(claimsText, lang)("claimTitle", { name: church.name }), noindex: true };
        // An account with a church is told the rule, not shown the form again (docs/decisions/0059-forms-without-losses.md).
        const managed = managedChurch(ctx.db, user.id);
        if (managed) return serveBodyPage(ctx, request, { status: 409, head, page: <ClaimChurchPage church={church} managed={managed} formToken="" /> });
        try {
          if (guardPost(ctx, "claim", body) === "person") {
            const input = parseBody(claimSchema, { ...values, churchId: id });
            claimChurch(ctx.db, mailSite(ctx), ctx.formFlood.admit("claim") ? ctx.mailCaps : NO_MAIL, user, input);
          }
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const errors = refusalMessages(error, pageLangOf(request));
          const { form, ...fields } = errors;
          return serveBodyPage(ctx, request, {
            status: error.status,
            head,
            page: <ClaimChurchPage church={church} posted={{ values, errors: fields, ...(form ? { message: form } : {}) }} formToken={formTokenFor(ctx, "claim")} />,
          });
        }
        const saved: OwnerSaved = "claimed";
        return new Response(null, { status: 303, headers: { location: localePath(lang, `${paths.dashboard}?saved=${saved}`), "cache-control": "no-store" } });
      },
      { auth: "signed-in" },
    )
    // Anyone holding the link verifies the address: it was sent there.
    .post(
      "/api/claims/verify",
      ({ body, request, set }) =>
        answerForm(
          request,
          set,
          () => {
            const { token } = parseBody(claimLinkSchema, body);
            if (verifications.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
            verifyClaimEmail(ctx.db, token);
            return { ok: true };
          },
          // Site paths: answerForm puts them in the posting page's language.
          { done: () => `${paths.verifyClaim}?done=1`, back: withParam(paths.verifyClaim, "token", field(body, "token")) },
        ),
      { public: true },
    );
}
