import type { EditableChurch, ManagedChurch } from "../../src/contract/church-form";
import { formRowsOf, type PostedForm } from "../../src/contract/service-times/form-rows";
import { savedLinesOf } from "../../src/contract/service-times/lines";
import { churchFormText } from "../../src/contract/i18n/church-form-text";
import { serviceChangesText } from "../../src/contract/i18n/service-changes-text";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import { useLang, usePath, useText } from "../components/lang-context";
import { OneChurchRule } from "../components/OneChurchRule";
import { PageHeader } from "../components/PageHeader";
import { SignInPrompt } from "../components/SignInPrompt";
import { container, section } from "../components/ui.css";

/** Who asks for /church-submission: signed out, signed in with a church (or a claim waiting), or free to add one. */
export type SubmissionVisitor = { signedIn: false } | { signedIn: true; managed: ManagedChurch | null };

export interface ChurchSubmissionPageProps {
  churchId: number | null;
  denominations: string[];
  areas: string[];
  /** Submit: who asks, which decides what shows (docs/decisions/0059-forms-without-losses.md). */
  visitor?: SubmissionVisitor;
  /** Edit: the owner's church, loaded by the server so that the form works without JavaScript. */
  church?: EditableChurch;
  /** A post without JavaScript the server refused, shown again with its messages. */
  posted?: PostedForm;
}

/**
 * /church-submission ('Submit Your Church') and /church-edit/{id} ('Edit Church'). Submitting is
 * drawn for who asks: the sign-in prompt, 'You Already Have a Church Listing', or the tabs (create
 * or claim), whose create form is a plain post without JavaScript
 * (docs/decisions/0022-forms-without-javascript.md, 0059-forms-without-losses.md).
 */
export function ChurchSubmissionPage({ churchId, denominations, areas, visitor, church, posted }: ChurchSubmissionPageProps) {
  const editing = churchId !== null;
  const lists = { denominations, areas };
  const t = useText(churchFormText);
  const path = usePath();
  const changes = useText(serviceChangesText);
  const lang = useLang();
  const body = () => {
    if (posted) return <Island name="ChurchEditor" props={{ church: church ?? null, ...lists, posted }} />;
    if (church) return <Island name="ChurchEditor" props={{ church, ...lists, serviceLines: savedLinesOf(formRowsOf(church), lang) }} />;
    if (!visitor?.signedIn) return <SignInPrompt title={t("signInTitle")} text={t("signInText")} signIn={t("signIn")} createAccount={t("createAccount")} />;
    if (visitor.managed) return <OneChurchRule church={visitor.managed} />;
    return (
      <>
        <noscript>
          <p>
            {t("noscriptClaimBefore")}
            <a href={path(routes.claimChurches)}>{t("noscriptClaimLink")}</a>
            {t("noscriptClaimAfter")}
          </p>
        </noscript>
        <Island name="ChurchSubmission" props={lists} />
      </>
    );
  };
  return (
    <>
      <PageHeader title={editing ? t("editTitle") : t("submitTitle")} lead={editing ? t("editLead") : t("submitLead")} />
      <div className={`${container} ${section}`}>
        {church ? (
          <p>
            <a href={path(routes.churchChanges(church.id))}>{changes("title")}</a>
          </p>
        ) : null}
        {body()}
      </div>
    </>
  );
}
