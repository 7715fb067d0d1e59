import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { churchFormMessages, churchFormSchema, type ChurchFormInput, type OwnerSaved } from "../../contract/church-form";
import { translator } from "../../contract/i18n/catalogue";
import { churchFormText } from "../../contract/i18n/church-form-text";
import { localePath } from "../../contract/i18n/lang";
import { pictureFields } from "../../contract/images";
import { routes as paths } from "../../contract/routes";
import type { PostedForm } from "../../contract/service-times/form-rows";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { postedFields, readFormPost, refusalMessages } from "../../http/service-form-post";
import type { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { idParam, parseBody } from "../../http/validate";
import { serveBodyPage } from "../../render/pages-plugin";
import { ChurchSubmissionPage } from "../../../web/pages/ChurchSubmissionPage";
import { optionListsIn } from "../churches/service";
import { storePostedPicture } from "../images/service";
import type { SessionUser } from "../../sessions/sessions";
import { assertCanTakeAChurch, editableChurch, editChurch, submitChurch } from "./service";

type Picture = "heroImage" | "logoImage";

/** A refusal's messages by field, when it has them. */
const fieldsOf = (error: HttpError) => (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};

/**
 * The church form posted without JavaScript to its own page (docs/decisions/0022-forms-without-javascript.md):
 * the same schema and services as the JSON routes; saved: 303 to the dashboard with its notice;
 * refused: the form again with the values as posted and the messages, with the refusal's status.
 * The form is multipart: a chosen picture comes with it and is stored through the upload pipeline
 * first, so a form refused for another reason comes back with the picture kept
 * (docs/decisions/0059-forms-without-losses.md).
 */
export function submissionFormPosts(ctx: AppContext, edits: RateLimiter) {
  /** Each posted file stored (its path to save), or the stored picture removed; the pictures refused, by field. */
  async function postedPictures(user: SessionUser, fields: Record<string, unknown>, names: readonly Picture[]) {
    const saved: Partial<Record<Picture, string>> = {};
    const refused: Record<string, string> = {};
    for (const name of names) {
      const { file, remove } = pictureFields(name);
      const posted = fields[file];
      if (posted instanceof Blob && posted.size > 0) {
        try {
          saved[name] = await storePostedPicture(ctx, user, posted);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          refused[name] = error.message;
        }
      } else if (fields[remove] !== undefined) saved[name] = "";
    }
    return { saved, refused };
  }

  /**
   * `check` runs before any picture is processed (the one-church rule, the edit limit); then the
   * pictures, then the schema: every message shows at once.
   */
  async function handle(request: Request, body: unknown, user: SessionUser, churchId: number | null, pictures: readonly Picture[], check: () => void, save: (input: ChurchFormInput) => Promise<unknown>) {
    const { form, input } = readFormPost(body);
    const lang = pageLangOf(request);
    try {
      check();
      const { saved, refused } = await postedPictures(user, postedFields(body), pictures);
      Object.assign(form.values, saved);
      Object.assign(input, saved);
      const problems = Object.keys(refused).length > 0;
      let checked: ChurchFormInput;
      try {
        checked = parseBody(churchFormSchema, input);
      } catch (error) {
        if (error instanceof HttpError && problems) throw new HttpError(422, error.message, { fields: { ...fieldsOf(error), ...refused } });
        throw error;
      }
      if (problems) throw new HttpError(422, Object.values(refused)[0]!, { fields: refused });
      await save(checked);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const posted: PostedForm = { ...form, errors: refusalMessages(error, lang) };
      const church = churchId === null ? undefined : editableChurch(ctx.db, user, churchId);
      return serveBodyPage(ctx, request, {
        status: error.status,
        head: { title: translator(churchFormText, lang)(churchId === null ? "submitTitle" : "editTitle"), noindex: true },
        page: <ChurchSubmissionPage churchId={churchId} {...optionListsIn(ctx.db, lang)} {...(church ? { church } : {})} posted={posted} />,
      });
    }
    const saved: OwnerSaved = churchId === null ? "created" : "updated";
    return new Response(null, { status: 303, headers: { location: localePath(lang, `${paths.dashboard}?saved=${saved}`), "cache-control": "no-store" } });
  }

  return new Elysia({ name: "submission-form-posts" })
    .use(routes(ctx))
    .post(
      "/church-submission",
      ({ body, request, user }) =>
        handle(request, body, user, null, ["heroImage"], () => assertCanTakeAChurch(ctx.db, user.id), (input) => submitChurch(ctx, user, input)),
      { auth: "owner" },
    )
    .post(
      "/church-edit/:id",
      ({ body, params, request, user }) => {
        const id = idParam(params.id);
        // The owner check first: a stranger's post is not found, whatever it holds.
        const church = editableChurch(ctx.db, user, id);
        // The logo is a premium field: a basic church's form has none to post.
        const pictures: Picture[] = church.isPremium ? ["heroImage", "logoImage"] : ["heroImage"];
        return handle(
          request,
          body,
          user,
          id,
          pictures,
          () => {
            if (edits.hit(`user:${user.id}`)) throw new HttpError(429, churchFormMessages.tooManyEdits);
          },
          (input) => editChurch(ctx, user, id, input),
        );
      },
      { auth: "owner" },
    );
}
