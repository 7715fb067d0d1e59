import { ShortlistPage } from "../../../web/pages/ShortlistPage";
import { translator } from "../../contract/i18n/catalogue";
import { shortlistText } from "../../contract/i18n/shortlist-text";
import { parseNear } from "../../contract/near";
import { sharedSlugs } from "../../contract/shortlist";
import { routes } from "../../contract/routes";
import { siteUrl } from "../../http/site-origin";
import { definePage } from "../../render/page-route";
import { shortlistFromCookies } from "./cookie";
import { accountShortlist, listedChurches, shortlistView } from "./service";

/**
 * The shortlist (docs/product.md V10): the visitor's saved churches from their cookie, or a shared
 * list's (`?c=slug,slug`) for anyone; a signed-in visitor's is their account's, the same in every
 * browser they sign in to. Drawn for each visitor and never cached (`private`): it reads the cookie and the session.
 */
export const shortlistPages = [
  definePage({
    path: routes.shortlist,
    query: ["c", "pick", "near"],
    private: true,
    component: ShortlistPage,
    load: ({ ctx, url, lang, cookies, user }) => {
      const t = translator(shortlistText, lang);
      const shared = url.searchParams.has("c");
      const near = parseNear(url.searchParams.get("near") ?? "");
      const keys = shared ? sharedSlugs(url.searchParams.get("c")) : user ? accountShortlist(ctx.db, user.id) : shortlistFromCookies(ctx.env.SESSION_SECRET, cookies);
      const picked = url.searchParams.getAll("pick").map(Number).filter(Number.isSafeInteger);
      const view = shortlistView(listedChurches(ctx.db, keys, near), picked, shared, lang);
      return {
        props: { ...view, account: !shared && user !== null, near: near ? `${near.lat},${near.lng}` : null, shareUrl: view.sharePath && siteUrl(ctx.origin, view.sharePath) },
        head: { title: shared ? t("sharedTitle") : t("title"), description: shared ? t("sharedLead") : t("lead"), noindex: true },
      };
    },
  }),
];
