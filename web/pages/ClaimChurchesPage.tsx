import type { UnclaimedChurch } from "../../src/contract/church-form";
import { claimsText } from "../../src/contract/i18n/claims-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { ClaimRow } from "../components/ClaimRow";
import { PageHeader } from "../components/PageHeader";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button, container, section } from "../components/ui.css";

/**
 * /claim-church?search=…: the unclaimed churches as links to their claim forms, a plain GET
 * search that needs no JavaScript (the 'Claim Existing Church' tab does the same as you type).
 */
export function ClaimChurchesPage({ search, churches, total }: { search: string; churches: UnclaimedChurch[]; total: number }) {
  const t = useText(claimsText);
  const path = usePath();
  return (
    <>
      <PageHeader title={t("listTitle")} lead={t("listLead")} />
      <div className={`${container} ${section}`}>
        <form method="get" action={path(routes.claimChurches)} role="search" className={form.fields} aria-label={t("searchLabel")}>
          <div className={css.field}>
            <label htmlFor="claim-search">{t("searchField")}</label>
            <input id="claim-search" name="search" className={css.input} type="search" defaultValue={search} maxLength={100} />
          </div>
          <div className={form.actions}>
            <button type="submit" className={button.primary}>
              {t("search")}
            </button>
          </div>
        </form>
        <p role="status" className={form.hint}>
          {search ? t("matching", { total }) : t("unclaimed", { total })}
        </p>
        {churches.length === 0 ? (
          <p>{search ? t("noMatches") : t("noneUnclaimed")}</p>
        ) : (
          <ul className={css.list}>
            {churches.map((church) => (
              <ClaimRow key={church.id} church={church} />
            ))}
          </ul>
        )}
        {total > churches.length ? <p className={form.hint}>{t("showingFirst", { count: churches.length })}</p> : null}
      </div>
    </>
  );
}
