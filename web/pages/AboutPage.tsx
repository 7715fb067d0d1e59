import { sitePagesText } from "../../src/contract/i18n/site-pages-text";
import { routes } from "../../src/contract/routes";
import { SITE_NAME } from "../../src/contract/site";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { OsmCredit } from "../components/OsmCredit";
import { osmCreditText } from "../../src/contract/i18n/osm-credit-text";
import { button, buttonRow, card, container, grid, prose, section } from "../components/ui.css";
import { stat, statLabel, statValue, stats } from "./pages.css";

const STATISTICS = [
  { value: "150+", label: "statChurches" },
  { value: "25+", label: "statDenominations" },
  { value: "50+", label: "statEvents" },
  { value: "10K+", label: "statVisitors" },
  { value: "75%", label: "statLocal" },
  { value: "95%", label: "statMobile" },
] as const;

const VALUES = [
  { title: "valueInclusivity", text: "valueInclusivityText" },
  { title: "valueCommunity", text: "valueCommunityText" },
  { title: "valueExcellence", text: "valueExcellenceText" },
] as const;

export function AboutPage() {
  const t = useText(sitePagesText);
  const credit = useText(osmCreditText);
  const path = usePath();
  return (
    <>
      <PageHeader title={t("aboutTitle", { site: SITE_NAME })} lead={t("aboutLead")} />
      <div className={container}>
        <section className={section} aria-labelledby="story">
          <div className={prose}>
            <h2 id="story">{t("storyTitle")}</h2>
            <p>{t("story1")}</p>
            <p>{t("story2")}</p>
          </div>
        </section>
        <section className={section} aria-labelledby="sources">
          <div className={prose}>
            <h2 id="sources">{credit("aboutTitle")}</h2>
            <p>{credit("aboutText")}</p>
            <OsmCredit />
          </div>
        </section>
        <section className={section} aria-labelledby="mission">
          <div className={prose}>
            <h2 id="mission">{t("missionTitle")}</h2>
            <p>{t("mission")}</p>
          </div>
        </section>
        <section className={section} aria-labelledby="values">
          <h2 id="values">{t("valuesTitle")}</h2>
          <div className={grid}>
            {VALUES.map((v) => (
              <article key={v.title} className={card}>
                <h3>{t(v.title)}</h3>
                <p>{t(v.text)}</p>
              </article>
            ))}
          </div>
        </section>
        <section className={section} aria-labelledby="numbers">
          <h2 id="numbers">{t("numbersTitle")}</h2>
          <ul className={stats}>
            {STATISTICS.map((s) => (
              <li key={s.label} className={`${card} ${stat}`}>
                <span className={statValue}>{s.value}</span>
                <span className={statLabel}>{t(s.label)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={section} aria-labelledby="next">
          <h2 id="next">{t("findPlaceTitle")}</h2>
          <p>{t("findPlaceText")}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(routes.directory)}>
              {t("browseDirectory")}
            </a>
            <a className={button.outline} href={path(routes.contact)}>
              {t("contactUs")}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
