import type { ReactNode } from "react";
import { legalText } from "../../src/contract/i18n/legal-text";
import { routes } from "../../src/contract/routes";
import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { useLang, usePath, useText } from "./lang-context";
import { PageHeader } from "./PageHeader";
import { container, prose, section } from "./ui.css";
import { legalSection, muted } from "../pages/pages.css";

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

// The date is written once, the English way; Spanish pages say it as '23 de julio de 2025'.
const spanishDate = new Intl.DateTimeFormat("es-US", { day: "numeric", month: "long", year: "numeric" });

/** Terms and Privacy share one layout: a contents list, then numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  const t = useText(legalText);
  const date = useLang() === "es" ? spanishDate.format(new Date(LEGAL_LAST_UPDATED)) : LEGAL_LAST_UPDATED;
  return (
    <>
      <PageHeader title={title} lead={t("lastUpdated", { date })} />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p>{intro}</p>
          <nav aria-label={t("contents")}>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className={legalSection} aria-labelledby={`${s.id}-h`}>
              <h2 id={`${s.id}-h`}>
                {i + 1}. {s.heading}
              </h2>
              {s.body}
            </section>
          ))}
          <p className={muted}>{t("lastUpdatedEnd", { date })}</p>
        </div>
      </div>
    </>
  );
}

/** The legal pages' last section: how to reach us, the contact form in the page's language. */
export function LegalContact({ before }: { before: string }) {
  const t = useText(legalText);
  const path = usePath();
  return (
    <p>
      {before}
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      {t("contactMiddle", { phone: SUPPORT_PHONE })}
      <a href={path(routes.contact)}>{t("contactForm")}</a>
      {t("contactAfter")}
    </p>
  );
}
