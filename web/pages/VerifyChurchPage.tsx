import type { ChurchProfile } from "../../src/contract/churches";
import { updatesText } from "../../src/contract/i18n/updates-text";
import { routes } from "../../src/contract/routes";
import { formRowsOf, type PostedForm } from "../../src/contract/service-times/form-rows";
import { savedLinesOf } from "../../src/contract/service-times/lines";
import { Island } from "../components/Island";
import { useLang, usePath, useText } from "../components/lang-context";
import { useVocabulary } from "../components/use-vocabulary";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";

export interface VerifyChurchPageProps {
  church: ChurchProfile | null;
  denominations: string[];
  areas: string[];
  /** A post without JavaScript the server refused, shown again with its messages. */
  posted?: PostedForm;
  /** The form's time-trap token, drawn for this visitor (src/contract/form-guard.ts). */
  formToken: string;
}

/** /verify-church/{id}: the listing as it stands, and the form to ask for changes. */
export function VerifyChurchPage({ church, denominations, areas, posted, formToken }: VerifyChurchPageProps) {
  const t = useText(updatesText);
  const path = usePath();
  const words = useVocabulary();
  const lang = useLang();
  if (!church) {
    return (
      <>
        <PageHeader title={t("title")} />
        <div className={`${container} ${section}`}>
          <p>
            {t("findBefore")} <a href={path(routes.directory)}>{t("directory")}</a> {t("findAfter")}
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("title")} lead={church.name} />
      <div className={`${container} ${section}`}>
        <section className={card} aria-labelledby="current">
          <h2 id="current">{t("current")}</h2>
          <dl>
            <dt>{t("name")}</dt>
            <dd>{church.name}</dd>
            <dt>{t("denomination")}</dt>
            <dd>{church.denomination ? words.denomination(church.denomination) : t("notListed")}</dd>
            <dt>{t("address")}</dt>
            <dd>{church.address}</dd>
            <dt>{t("phone")}</dt>
            <dd>{church.phone || t("notListed")}</dd>
            <dt>{t("website")}</dt>
            <dd>{church.website || t("notListed")}</dd>
          </dl>
        </section>
        <section className={section} aria-label={t("updateRequest")}>
          <Island
            name="UpdateRequestForm"
            props={{ churchId: church.id, churchSlug: church.slug, denominations, areas, current: { serviceTimes: church.serviceTimes, servicesToReview: church.servicesToReview, specialServices: church.specialServices, access: church.access, family: church.family, practical: church.practical }, premium: church.isPremium, formToken, ...(posted ? { posted } : { serviceLines: savedLinesOf(formRowsOf(church), lang) }) }}
          />
        </section>
      </div>
    </>
  );
}
