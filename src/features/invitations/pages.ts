import { ClaimInvitationPage, type ClaimInvitationProps } from "../../../web/pages/ClaimInvitationPage";
import { InvitationOptOutPage, type InvitationOptOutProps } from "../../../web/pages/InvitationOptOutPage";
import { translator } from "../../contract/i18n/catalogue";
import { invitationsText } from "../../contract/i18n/invitations-text";
import { invitationTokenSchema, invitationPaths } from "../../contract/invitations";
import { routes } from "../../contract/routes";
import { definePage } from "../../render/page-route";
import * as z from "zod/mini";
import { hasOptedOut, openClaimInvitation, optOutAddress } from "./service";

/** The token of a link's query: a malformed one is a bad request (400), not a missing page. */
const tokenOf = (url: URL) => z.safeParse(invitationTokenSchema, url.searchParams.get("token") ?? "");

/** The two links of a claim invitation (docs/city-data.md, Reaching the churches): drawn for each visitor, never cached. */
export const invitationPages = [
  definePage({
    path: invitationPaths.claim,
    private: true,
    component: ClaimInvitationPage,
    load: async ({ ctx, url, lang, user }) => {
      const t = translator(invitationsText, lang);
      const token = tokenOf(url);
      if (!token.success) return { props: { state: "bad" } satisfies ClaimInvitationProps, status: 400, head: { title: t("badTitle"), noindex: true } };
      const found = await openClaimInvitation(ctx.db, ctx.env.SESSION_SECRET, token.data, lang);
      if (!found) return { props: { state: "invalid" } satisfies ClaimInvitationProps, status: 404, head: { title: t("invalidTitle"), noindex: true } };
      if (!found.claimable) return { props: { state: "claimed", name: found.name } satisfies ClaimInvitationProps, head: { title: t("claimedTitle"), noindex: true } };
      const props: ClaimInvitationProps = { state: "open", name: found.name, slug: found.slug, signedIn: user !== null, claimPath: `${routes.claimChurch(found.churchId)}?invitation=${encodeURIComponent(token.data)}`, optOutToken: found.optOutToken };
      return { props, head: { title: t("openTitle", { church: found.name }), noindex: true } };
    },
  }),
  // Opening it changes nothing (mail scanners open links): the button posts the opt-out.
  definePage({
    path: invitationPaths.optOut,
    private: true,
    component: InvitationOptOutPage,
    load: async ({ ctx, url, lang }) => {
      const t = translator(invitationsText, lang);
      const token = tokenOf(url);
      if (!token.success) return { props: { state: "bad" } satisfies InvitationOptOutProps, status: 400, head: { title: t("badTitle"), noindex: true } };
      const email = await optOutAddress(ctx.db, ctx.env.SESSION_SECRET, token.data);
      if (!email) return { props: { state: "invalid" } satisfies InvitationOptOutProps, status: 404, head: { title: t("invalidTitle"), noindex: true } };
      const props: InvitationOptOutProps = hasOptedOut(ctx.db, email) ? { state: "done", email } : { state: "confirm", email, token: token.data };
      return { props, head: { title: t(props.state === "done" ? "optedOutTitle" : "optOutTitle"), noindex: true } };
    },
  }),
];
