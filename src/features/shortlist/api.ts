import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { localePath } from "../../contract/i18n/lang";
import { msg } from "../../contract/i18n/msg";
import { shortlistSaveSchema } from "../../contract/shortlist-schema";
import { notFound } from "../../http/errors";
import { isFormPost } from "../../http/form-post";
import { pageLangOf } from "../../http/page-lang";
import { routes } from "../../http/routes";
import { routes as paths } from "../../contract/routes";
import { bodyOf } from "../../http/validate";
import { clientKey } from "../../http/client-address";
import { sessionUser } from "../../http/session";
import { isBot, SaveCounter } from "../analytics/service";
import { approvedChurchExists } from "../churches/service";
import { changeAccountShortlist } from "./account";
import { changeShortlist, shortlistFromCookies, shortlistSetCookie } from "./cookie";

/**
 * Where a Save form posted without JavaScript goes back to: the page it was on, as the browser's
 * Referer names it (same origin only: the card is cached for everyone, so it cannot carry the page's
 * address, docs/decisions/0061-shortlist.md); the list when there is none.
 */
export function backTo(request: Request, fallback: string, publicUrl?: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const own = new Set([new URL(request.url).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])]);
    return own.has(from.origin) ? from.pathname + from.search : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The Save and Remove buttons' post (docs/product.md V10): the list lives in a signed cookie and,
 * while signed in, with the account, whose list the cookie then follows
 * (docs/decisions/0062-shortlist-accounts.md). A church newly on a list is counted for its owner's
 * analytics, once per person and month; crawlers are not people.
 */
export function shortlistApi(ctx: AppContext) {
  const secure = ctx.env.NODE_ENV === "production";
  const saves = new SaveCounter(ctx.db);

  function change(request: Request, church: number, action: "save" | "remove"): number[] {
    const user = sessionUser(ctx, request);
    const browser = shortlistFromCookies(ctx.env.SESSION_SECRET, request.headers.get("cookie"));
    const { ids, added } = user ? changeAccountShortlist(ctx.db, user.id, church, action) : { ids: changeShortlist(browser, church, action), added: action === "save" && !browser.includes(church) };
    const userAgent = request.headers.get("user-agent");
    if (added && !isBot(userAgent)) saves.record(church, user ? `account:${user.id}` : `${clientKey(request)}|${userAgent}`);
    return ids;
  }

  return new Elysia({ name: "shortlist-api" })
    .use(routes(ctx))
    .post(
      paths.shortlistSave,
      ({ body, request, set }) => {
        // Removing a church that is gone is fine; saving one needs it listed.
        if (body.do === "save" && !approvedChurchExists(ctx.db, body.church)) throw notFound(msg("churchNotFound", "Church not found"));
        const ids = change(request, body.church, body.do);
        set.headers["set-cookie"] = shortlistSetCookie(ctx.env.SESSION_SECRET, ids, secure);
        if (isFormPost(request)) {
          set.status = 303;
          set.headers.location = backTo(request, localePath(pageLangOf(request), paths.shortlist), ctx.env.PUBLIC_URL);
          return;
        }
        return { saved: ids.includes(body.church), ids };
      },
      { public: true, body: bodyOf(shortlistSaveSchema) },
    );
}
