import type { UnclaimedChurch } from "../../src/contract/church-form";
import { routes } from "../../src/contract/routes";
import * as form from "./Form.css";
import { button } from "./ui.css";

/** One unclaimed church in a list to claim from, linking to its claim form (decision 0035). */
export function ClaimRow({ church }: { church: UnclaimedChurch }) {
  return (
    <li className={form.claimRow}>
      <span>
        <strong>{church.name}</strong>
        <br />
        {church.address}
        {church.area ? ` · ${church.area}` : ""}
        {church.denomination ? ` · ${church.denomination}` : ""}
      </span>
      <a href={routes.claimChurch(church.id)} className={button.primary} aria-label={`Claim This Church: ${church.name}`}>
        Claim This Church
      </a>
    </li>
  );
}
