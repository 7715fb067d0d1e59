import { OPEN_DATA_FILES, OPEN_DATA_LICENCE, OSM_ATTRIBUTION, weeklyServiceAnswer } from "../../src/contract/open-data";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "../../src/contract/options";
import type { Catalogue } from "../../src/contract/i18n/catalogue";
import { openDataText } from "../../src/contract/i18n/open-data-text";
import { SITE_NAME } from "../../src/contract/site";
import { useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { container, prose, section } from "../components/ui.css";
import * as css from "./OpenDataPage.css";

// The files are the same in both languages, so their links are never put under /es/.
const DOWNLOADS = [
  { href: OPEN_DATA_FILES.json, text: "jsonText" },
  { href: OPEN_DATA_FILES.churchesCsv, text: "churchesCsvText" },
  { href: OPEN_DATA_FILES.servicesCsv, text: "servicesCsvText" },
] as const;

type OpenDataKey = typeof openDataText extends Catalogue<infer K> ? K : never;

const API_DESCRIPTION = "/api/openapi.json";

/** Each field of a church, by the names a reuser reads in the files, with the values or parts it takes. */
const FIELDS: readonly { names: readonly string[]; text: OpenDataKey; values?: readonly string[] }[] = [
  { names: ["id"], text: "field.id" },
  { names: ["url", "slug"], text: "field.url" },
  { names: ["name", "denomination", "area"], text: "field.name" },
  { names: ["address", "zip", "phone", "website"], text: "field.address" },
  { names: ["latitude", "longitude", "locationApproximate"], text: "field.position" },
  { names: ["worshipStyle"], text: "field.worshipStyle", values: WORSHIP_STYLES },
  { names: ["languages"], text: "field.languages", values: SERVICE_LANGUAGES },
  { names: ["serviceTimes"], text: "field.serviceTimes", values: Object.keys(weeklyServiceAnswer.shape) },
  { names: ["services", "servicesToReview"], text: "field.services" },
  { names: ["specialServices"], text: "field.specialServices" },
  { names: ["access", "family"], text: "field.facts" },
  { names: ["practical"], text: "field.practical" },
  { names: ["servicesConfirmedAt"], text: "field.servicesConfirmedAt" },
];

/** /open-data: what the daily files hold, how to fetch them, and under which licence (docs/open-data.md). */
export function OpenDataPage() {
  const t = useText(openDataText);
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className={container}>
        <section className={section} aria-labelledby="downloads">
          <h2 id="downloads">{t("downloadsTitle")}</h2>
          <ul className={css.downloads}>
            {DOWNLOADS.map((d) => (
              <li key={d.href}>
                <a href={d.href} className={css.fileName} translate="no">
                  {d.href.split("/").pop()}
                </a>
                <p>{t(d.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={section} aria-labelledby="fresh">
          <div className={prose}>
            <h2 id="fresh">{t("freshTitle")}</h2>
            <p>{t("fresh")}</p>
          </div>
        </section>
        <section className={section} aria-labelledby="fields">
          <div className={prose}>
            <h2 id="fields">{t("fieldsTitle")}</h2>
            <p>{t("fieldsLead")}</p>
            <dl className={css.fields}>
              {FIELDS.map((f) => (
                <div key={f.text} className={css.field}>
                  <dt>
                    {f.names.map((name, i) => (
                      <span key={name}>
                        {i > 0 ? ", " : null}
                        <code lang="en">{name}</code>
                      </span>
                    ))}
                  </dt>
                  <dd>
                    {t(f.text)}
                    {f.values ? <Values values={f.values} /> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
        <section className={section} aria-labelledby="private">
          <div className={prose}>
            <h2 id="private">{t("privateTitle")}</h2>
            <p>{t("private")}</p>
          </div>
        </section>
        <section className={section} aria-labelledby="api">
          <div className={prose}>
            <h2 id="api">{t("apiTitle")}</h2>
            <p>{t("api")}</p>
            <p>
              <a href={API_DESCRIPTION}>{t("apiLink")}</a> <code translate="no">{API_DESCRIPTION}</code>
            </p>
          </div>
        </section>
        <section className={section} aria-labelledby="licence">
          <div className={prose}>
            <h2 id="licence">{t("licenceTitle")}</h2>
            <p>{t("licence", { site: SITE_NAME })}</p>
            <p>
              <a href={OPEN_DATA_LICENCE.url} rel="license">
                {t("licenceLink")}
              </a>
            </p>
            <p>
              {t("osm")} <span lang="en">{OSM_ATTRIBUTION.text}</span>.{" "}
              <a href={OSM_ATTRIBUTION.url}>
                {t("osmLink")}
              </a>
            </p>
          </div>
        </section>
      </div>
    </>
  );
}

/** Values as they are written in the files: English keys, marked so. */
function Values({ values }: { values: readonly string[] }) {
  return (
    <span className={css.values}>
      {values.map((value, i) => (
        <span key={value}>
          {i > 0 ? ", " : " "}
          <code lang="en">{value}</code>
        </span>
      ))}
    </span>
  );
}
