import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import {
  NOTIFICATION_TOPICS,
  notificationChoicesSchema,
  notificationsSaved,
  type NotificationTopic,
} from "../../contract/notifications";
import { emailLanguageSchema } from "../../contract/email-language";
import { routes as paths } from "../../contract/routes";
import { answerForm } from "../../http/form-post";
import { routes } from "../../http/routes";
import { parseBody } from "../../http/validate";
import { saveEmailLanguage, saveMailOptOuts } from "./service";

/**
 * 'E-mail me about' in the account settings (docs/mail.md): the topics left on. Reads its own body,
 * like the other settings forms: without JavaScript the page comes back with `?done=notifications`.
 */
export function notificationsApi(ctx: AppContext) {
  return (
    new Elysia({ name: "notifications-api" })
      .use(routes(ctx))
      .post(
        "/api/account/notifications",
        ({ body, request, set, user }) =>
          answerForm(
            request,
            set,
            () => {
              const on = parseBody(notificationChoicesSchema, body)
                .topics as NotificationTopic[];
              saveMailOptOuts(
                ctx.db,
                user.id,
                NOTIFICATION_TOPICS.filter((t) => !on.includes(t)),
              );
              return {
                ok: true,
                message: notificationsSaved,
                topics: NOTIFICATION_TOPICS.filter((t) => on.includes(t)),
              };
            },
            {
              done: () => `${paths.account}?done=notifications#notifications`,
              back: `${paths.account}?failed=notifications#notifications`,
            },
          ),
        { auth: "signed-in" },
      )
      // 'E-mail language' (docs/i18n.md): the same two callers; without JavaScript the page shows the saved choice.
      .post(
        "/api/account/email-language",
        ({ body, request, set, user }) =>
          answerForm(
            request,
            set,
            () => {
              const { language } = parseBody(emailLanguageSchema, body);
              saveEmailLanguage(ctx.db, user.id, language);
              return { ok: true, language };
            },
            {
              // Site paths: answerForm puts them in the posting page's language.
              done: () => `${paths.account}#email-language`,
              back: `${paths.account}#email-language`,
            },
          ),
        { auth: "signed-in" },
      )
  );
}
