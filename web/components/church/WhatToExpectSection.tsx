import type { ChurchProfile } from "../../../src/contract/churches";
import { routes } from "../../../src/contract/routes";
import { formatService } from "../../../src/contract/service-times/format";
import { visitFactWordsText } from "../../../src/contract/i18n/visit-fact-words-text";
import { visitFactsText } from "../../../src/contract/i18n/visit-facts-text";
import { FACT_GROUPS, type FactGroup, type FactKey, type FactValue } from "../../../src/contract/visit-facts";
import { FACT_ICONS, saysAnything } from "../../../src/contract/visit-fact-details";
import { useLang, usePath, useText } from "../lang-context";
import { FactIcon } from "./FactIcon";
import * as css from "./WhatToExpect.css";

/**
 * The profile's 'What to Expect' (docs/visit-facts.md, Profile): each fact with its icon and its
 * words, yes, no or 'Not provided yet'; ASL names the services interpreted; then parking,
 * livestream, length, dress and the church's own words. Missing facts link to an update request;
 * beside it, the same form in an owner's words (docs/decisions/0063-visitor-polish.md).
 */
export function WhatToExpectSection({ church }: { church: ChurchProfile }) {
  const t = useText(visitFactsText);
  const groupWords = useText(visitFactWordsText);
  const path = usePath();
  const lang = useLang();
  const notProvided = t("notProvided");
  const said = (value: FactValue) => (value === true ? t("yes") : value === false ? t("no") : notProvided);
  const suggest = path(`${routes.verifyChurch}/${church.id}`);
  const aslServices = church.serviceTimes.filter((s) => s.asl).map((s) => formatService(s, lang));
  const p = church.practical;
  if (!saysAnything(church)) {
    return (
      <p data-testid="facts-missing">
        {t("missingAll")} <a href={suggest}>{t("suggestUpdate")}</a> {t("missingAllAfter")} · <a href={suggest}>{t("ownerUpdate")}</a>
      </p>
    );
  }
  const values = { ...church.access, ...church.family } as Record<FactKey, FactValue>;
  const practical = [
    [t("parking"), p.parking && t(`parking.${p.parking}`)],
    [t("serviceLength"), p.serviceMinutes && t("serviceLengthValue", { minutes: p.serviceMinutes })],
    [t("dress"), p.dress && t(`dress.${p.dress}`)],
  ] as const;
  const missing = Object.values(values).some((v) => v === null) || practical.some(([, v]) => !v) || !p.livestream;
  return (
    <>
      {p.firstVisit ? <p className={css.firstVisit} lang={lang === "es" ? "en" : undefined}>{p.firstVisit}</p> : null}
      {(Object.keys(FACT_GROUPS) as FactGroup[]).map((group) => (
        <div key={group}>
          <h3 className={css.groupTitle}>{groupWords(`group.${group}`)}</h3>
          <ul className={css.facts}>
            {FACT_GROUPS[group].map((key) => (
              <li key={key} className={values[key] === null ? `${css.fact} ${css.unsaid}` : css.fact} data-fact={key}>
                <FactIcon name={FACT_ICONS[key]} className={css.icon} />
                <span>
                  <span className={css.factLabel}>{t(`long.${key}`)}</span>: {said(values[key])}
                  {key === "asl" && aslServices.length ? ` (${aslServices.join("; ")})` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h3 className={css.groupTitle}>{t("practical")}</h3>
      <dl className={css.practical}>
        {practical.map(([term, text]) => (
          <div key={term}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.definition}>{text || notProvided}</dd>
          </div>
        ))}
        <div>
          <dt className={css.term}>{t("livestream")}</dt>
          <dd className={css.definition}>
            {p.livestream ? (
              <a href={p.livestream} target="_blank" rel="noopener noreferrer">
                {t("watchOnline")}
                <span className="visually-hidden">{t("opensInNewTab")}</span>
              </a>
            ) : (
              notProvided
            )}
          </dd>
        </div>
      </dl>
      <p className={css.suggest}>
        {missing ? (
          <>
            {t("missingSome")} <a href={suggest}>{t("suggestUpdate")}</a> ·{" "}
          </>
        ) : null}
        <a href={suggest}>{t("ownerUpdate")}</a>
      </p>
    </>
  );
}
