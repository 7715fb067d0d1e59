import type { ReactNode } from "react";
import { LEGAL_LAST_UPDATED } from "../../src/contract/site";
import { PageHeader } from "./PageHeader";
import { container, prose, section } from "./ui.css";
import { legalSection, muted } from "../pages/pages.css";

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** Terms and Privacy share one layout: a contents list, then numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader title={title} lead={`Last updated ${LEGAL_LAST_UPDATED}`} />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p>{intro}</p>
          <nav aria-label="Contents">
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
          <p className={muted}>Last updated {LEGAL_LAST_UPDATED}.</p>
        </div>
      </div>
    </>
  );
}
