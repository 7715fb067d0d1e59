import type { ManagedChurch, UnclaimedChurch } from "../../src/contract/church-form";
import { claimsText } from "../../src/contract/i18n/claims-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { ClaimRow } from "../components/ClaimRow";
import { OneChurchRule } from "../components/OneChurchRule";
import { PageHeader } from "../components/PageHeader";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button, container, section } from "../components/ui.css";

export interface ClaimChurchesProps {
  /** The unclaimed churches matching the search. */
  list?: { search: string; churches: UnclaimedChurch[]; total: number };
  /** The signed-in account's church: it may claim no other, and is told so instead of the list. */
  managed?: ManagedChurch;
}

/**
 * /claim-church?search=…: the unclaimed churches as links to their claim forms, a plain GET
 * search that needs no JavaScript (the 'Claim Existing Church' tab does the same as you type).
 * An account with a church, or a claim waiting, sees the one-church rule and its church instead
 * (docs/decisions/0059-forms-without-losses.md).
 */
export function ClaimChurchesPage({ list, managed }: ClaimChurchesProps) {
  const t = useText(claimsText);
  const path = usePath();
  return (
    <>
      <PageHeader title={t("listTitle")} lead={managed ? t("listLeadManaged") : t("listLead")} />
      <div className={`${container} ${section}`}>
        {managed ? <OneChurchRule church={managed} /> : null}
        {list ? (
          <>
            <form method="get" action={path(routes.claimChurches)} role="search" className={form.fields} aria-label={t("searchLabel")}>
              <div className={css.field}>
                <label htmlFor="claim-search">{t("searchField")}</label>
                <input id="claim-search" name="search" className={css.input} type="search" defaultValue={list.search} maxLength={100} />
              </div>
              <div className={form.actions}>
                <button type="submit" className={button.primary}>
                  {t("search")}
                </button>
              </div>
            </form>
            <p role="status" className={form.hint}>
              {list.search ? t("matching", { total: list.total }) : t("unclaimed", { total: list.total })}
            </p>
            {list.churches.length === 0 ? (
              <p>{list.search ? t("noMatches") : t("noneUnclaimed")}</p>
            ) : (
              <ul className={css.list}>
                {list.churches.map((church) => (
                  <ClaimRow key={church.id} church={church} />
                ))}
              </ul>
            )}
            {list.total > list.churches.length ? <p className={form.hint}>{t("showingFirst", { count: list.churches.length })}</p> : null}
          </>
        ) : null}
      </div>
    </>
  );
}
