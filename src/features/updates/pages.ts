import { VerifyChurchPage } from "../../../web/pages/VerifyChurchPage";
import { translator } from "../../contract/i18n/catalogue";
import { updatesText } from "../../contract/i18n/updates-text";
import { definePage, type PageLoadArgs } from "../../render/page-route";
import { formTokenFor } from "../../http/form-guard";
import { findChurch, optionListsIn } from "../churches/service";

function load({ ctx, params, lang }: PageLoadArgs) {
  const t = translator(updatesText, lang);
  const church = params.id ? findChurch(ctx.db, params.id) : null;
  const props = { church, ...optionListsIn(ctx.db, lang), formToken: formTokenFor(ctx, "update") };
  if (params.id && !church) return { props, status: 404, head: { title: t("notFoundTitle"), noindex: true } };
  return { props, head: { title: t("title"), description: t("headDescription"), noindex: true } };
}

export const updatePages = [
  // Drawn with the form's time-trap token: for one visitor (docs/decisions/0046-hardening-round-3.md).
  definePage({ path: "/verify-church", private: true, component: VerifyChurchPage, load }),
  definePage({ path: "/verify-church/:id", private: true, component: VerifyChurchPage, load }),
];
