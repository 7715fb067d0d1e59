import { VerifyChurchPage } from "../../../web/pages/VerifyChurchPage";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { areaOptions, denominationOptions, findChurch } from "../churches/service";

function load({ ctx, params, url }: PageLoadArgs) {
  const church = params.id ? findChurch(ctx.db, params.id) : null;
  const props = { church, denominations: denominationOptions(ctx.db).map((d) => d.name), areas: areaOptions(ctx.db).map((a) => a.name), sent: url.searchParams.get("sent") === "1" };
  if (params.id && !church) return { props, status: 404, head: { title: "Church Not Found", noindex: true } };
  return { props, head: { title: "Verify Your Information", description: "Send a correction to a church's listing.", noindex: true } };
}

export const updatePages = [
  definePage({ path: "/verify-church", component: VerifyChurchPage, load }),
  definePage({ path: "/verify-church/:id", query: ["sent"], component: VerifyChurchPage, load }),
];
