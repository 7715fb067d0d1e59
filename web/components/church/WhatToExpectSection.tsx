import type { ChurchProfile } from "../../../src/contract/churches";
import { routes } from "../../../src/contract/routes";
import { formatService } from "../../../src/contract/service-times/format";
import { FACT_GROUPS, GROUP_LABELS, type FactGroup, type FactKey, type FactValue } from "../../../src/contract/visit-facts";
import { DRESS_LABELS, FACT_ICONS, FACT_LABELS, PARKING_LABELS, saysAnything } from "../../../src/contract/visit-fact-details";
import { FactIcon } from "./FactIcon";
import * as css from "./WhatToExpect.css";

const NOT_PROVIDED = "Not provided yet";
const said = (value: FactValue) => (value === true ? "Yes" : value === false ? "No" : NOT_PROVIDED);

/**
 * The profile's 'What to Expect' (docs/visit-facts.md, Profile): each fact with its icon and its
 * words, yes, no or 'Not provided yet'; ASL names the services interpreted; then parking,
 * livestream, length, dress and the church's own words. Missing facts link to an update request.
 */
export function WhatToExpectSection({ church }: { church: ChurchProfile }) {
  const suggest = `${routes.verifyChurch}/${church.id}`;
  const aslServices = church.serviceTimes.filter((s) => s.asl).map((s) => formatService(s));
  const p = church.practical;
  if (!saysAnything(church)) {
    return (
      <p data-testid="facts-missing">
        {NOT_PROVIDED}. <a href={suggest}>Suggest an update</a> if you know this church.
      </p>
    );
  }
  const values = { ...church.access, ...church.family } as Record<FactKey, FactValue>;
  const practical = [
    ["Parking", p.parking && PARKING_LABELS[p.parking]],
    ["Typical service length", p.serviceMinutes && `About ${p.serviceMinutes} minutes`],
    ["Dress", p.dress && DRESS_LABELS[p.dress]],
  ] as const;
  const missing = Object.values(values).some((v) => v === null) || practical.some(([, v]) => !v) || !p.livestream;
  return (
    <>
      {p.firstVisit ? <p className={css.firstVisit}>{p.firstVisit}</p> : null}
      {(Object.keys(FACT_GROUPS) as FactGroup[]).map((group) => (
        <div key={group}>
          <h3 className={css.groupTitle}>{GROUP_LABELS[group]}</h3>
          <ul className={css.facts}>
            {FACT_GROUPS[group].map((key) => (
              <li key={key} className={values[key] === null ? `${css.fact} ${css.unsaid}` : css.fact} data-fact={key}>
                <FactIcon name={FACT_ICONS[key]} className={css.icon} />
                <span>
                  <span className={css.factLabel}>{FACT_LABELS[key]}</span>: {said(values[key])}
                  {key === "asl" && aslServices.length ? ` (${aslServices.join("; ")})` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h3 className={css.groupTitle}>Practical</h3>
      <dl className={css.practical}>
        {practical.map(([term, text]) => (
          <div key={term}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.definition}>{text || NOT_PROVIDED}</dd>
          </div>
        ))}
        <div>
          <dt className={css.term}>Livestream</dt>
          <dd className={css.definition}>
            {p.livestream ? (
              <a href={p.livestream} target="_blank" rel="noopener noreferrer">
                Watch online<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              NOT_PROVIDED
            )}
          </dd>
        </div>
      </dl>
      {missing ? (
        <p className={css.suggest}>
          Something {NOT_PROVIDED.toLowerCase()}? <a href={suggest}>Suggest an update</a>
        </p>
      ) : null}
    </>
  );
}
