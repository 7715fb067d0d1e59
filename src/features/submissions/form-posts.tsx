import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { churchFormMessages, churchFormSchema, type ChurchSaved } from "../../contract/church-form";
import { translator } from "../../contract/i18n/catalogue";
import { churchFormText } from "../../contract/i18n/church-form-text";
import { localePath } from "../../contract/i18n/lang";
import { routes as paths } from "../../contract/routes";
import type { PostedForm } from "../../contract/service-times/form-rows";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { readFormPost, refusalMessages } from "../../http/service-form-post";
import type { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { idParam, parseBody } from "../../http/validate";
import { serveBodyPage } from "../../render/pages-plugin";
import { ChurchSubmissionPage } from "../../../web/pages/ChurchSubmissionPage";
import { areaOptions, denominationOptions } from "../churches/service";
import type { SessionUser } from "../../sessions/sessions";
import { editableChurch, editChurch, submitChurch } from "./service";

/**
 * The church form posted without JavaScript to its own page (docs/decisions/0022-forms-without-javascript.md):
 * the same schema and services as the JSON routes; saved: 303 to the dashboard with its notice;
 * refused: the form again with the values as posted and the messages, with the refusal's status.
 */
export function submissionFormPosts(ctx: AppContext, edits: RateLimiter) {
  const lists = () => ({ denominations: denominationOptions(ctx.db).map((d) => d.name), areas: areaOptions(ctx.db).map((a) => a.name) });

  async function handle(request: Request, body: unknown, user: SessionUser, churchId: number | null, save: (input: ReturnType<typeof parseBody<typeof churchFormSchema>>) => Promise<unknown>) {
    const { form, input } = readFormPost(body);
    const lang = pageLangOf(request);
    try {
      await save(parseBody(churchFormSchema, input));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const posted: PostedForm = { ...form, errors: refusalMessages(error, lang) };
      const church = churchId === null ? undefined : editableChurch(ctx.db, user, churchId);
      return serveBodyPage(ctx, request, {
        status: error.status,
        head: { title: translator(churchFormText, lang)(churchId === null ? "submitTitle" : "editTitle"), noindex: true },
        page: <ChurchSubmissionPage churchId={churchId} {...lists()} {...(church ? { church } : {})} posted={posted} />,
      });
    }
    const saved: ChurchSaved = churchId === null ? "created" : "updated";
    return new Response(null, { status: 303, headers: { location: localePath(lang, `${paths.dashboard}?saved=${saved}`), "cache-control": "no-store" } });
  }

  return new Elysia({ name: "submission-form-posts" })
    .use(routes(ctx))
    .post("/church-submission", ({ body, request, user }) => handle(request, body, user, null, (input) => submitChurch(ctx, user, input)), { auth: "owner" })
    .post(
      "/church-edit/:id",
      ({ body, params, request, user }) => {
        const id = idParam(params.id);
        // The owner check first: a stranger's post is not found, whatever it holds.
        editableChurch(ctx.db, user, id);
        return handle(request, body, user, id, async (input) => {
          if (edits.hit(`user:${user.id}`)) throw new HttpError(429, churchFormMessages.tooManyEdits);
          await editChurch(ctx, user, id, input);
        });
      },
      { auth: "owner" },
    );
}
