import type { UnclaimedChurch } from "../../src/contract/church-form";
import { claimsText } from "../../src/contract/i18n/claims-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "./lang-context";
import { useVocabulary } from "./use-vocabulary";
import * as form from "./Form.css";
import { button } from "./ui.css";

/** One unclaimed church in a list to claim from, linking to its claim form (decision 0035). */
export function ClaimRow({ church }: { church: UnclaimedChurch }) {
  const t = useText(claimsText);
  const path = usePath();
  const words = useVocabulary();
  return (
    <li className={form.claimRow}>
      <span>
        <strong>{church.name}</strong>
        <br />
        {church.address}
        {church.area ? ` · ${words.area(church.area)}` : ""}
        {church.denomination ? ` · ${words.denomination(church.denomination)}` : ""}
      </span>
      <a href={path(routes.claimChurch(church.id))} className={button.primary} aria-label={t("claimThisNamed", { name: church.name })}>
        {t("claimThis")}
      </a>
    </li>
  );
}
