import type { EditableChurch } from "../../src/contract/church-form";
import type { PostedForm } from "../../src/contract/service-times/form-rows";
import { churchFormText } from "../../src/contract/i18n/church-form-text";
import { serviceChangesText } from "../../src/contract/i18n/service-changes-text";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { container, section } from "../components/ui.css";

export interface ChurchSubmissionPageProps {
  churchId: number | null;
  denominations: string[];
  areas: string[];
  /** Edit: the owner's church, loaded by the server so that the form works without JavaScript. */
  church?: EditableChurch;
  /** A post without JavaScript the server refused, shown again with its messages. */
  posted?: PostedForm;
}

/**
 * /church-submission ('Submit Your Church') and /church-edit/{id} ('Edit Church'). Submitting
 * starts with the tabs (create or claim), which need JavaScript; without it the create form is
 * there as a plain post (docs/decisions/0022-forms-without-javascript.md).
 */
export function ChurchSubmissionPage({ churchId, denominations, areas, church, posted }: ChurchSubmissionPageProps) {
  const editing = churchId !== null;
  const lists = { denominations, areas };
  const t = useText(churchFormText);
  const path = usePath();
  const changes = useText(serviceChangesText);
  return (
    <>
      <PageHeader title={editing ? t("editTitle") : t("submitTitle")} lead={editing ? t("editLead") : t("submitLead")} />
      <div className={`${container} ${section}`}>
        {church ? (
          <p>
            <a href={path(routes.churchChanges(church.id))}>{changes("title")}</a>
          </p>
        ) : null}
        {church || posted ? (
          <Island name="ChurchEditor" props={{ church: church ?? null, ...lists, ...(posted ? { posted } : {}) }} />
        ) : (
          <>
            <Island name="ChurchSubmission" props={lists} />
            <noscript>
              <p>
                {t("noscriptClaimBefore")}
                <a href={path(routes.claimChurches)}>{t("noscriptClaimLink")}</a>
                {t("noscriptClaimAfter")}
              </p>
              <Island name="ChurchEditor" props={{ church: null, ...lists }} scriptless />
            </noscript>
          </>
        )}
      </div>
    </>
  );
}
