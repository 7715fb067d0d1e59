import { addressLines, type PublicChurch } from "../../src/contract/churches";
import { sitePagesText } from "../../src/contract/i18n/site-pages-text";
import { routes } from "../../src/contract/routes";
import * as cardCss from "../components/ChurchCard.css";
import { HeroImage } from "../components/ChurchCard";
import { useLang, usePath, useText } from "../components/lang-context";
import { useVocabulary } from "../components/use-vocabulary";
import { PageHeader } from "../components/PageHeader";
import { button, container, grid, section } from "../components/ui.css";
import * as css from "../components/Directory.css";
import { telHref } from "../lib/church-text";

/** Featured cards show at most this many service times (docs/product.md V9). */
const FEATURED_SERVICE_LIMIT = 3;

export interface FeaturedPageProps {
  churches: PublicChurch[];
  page: number;
  pageCount: number;
}

export function FeaturedPage({ churches, page, pageCount }: FeaturedPageProps) {
  const t = useText(sitePagesText);
  const path = usePath();
  return (
    <>
      <PageHeader title={t("featuredTitle")} lead={t("featuredLead")} />
      <div className={`${container} ${section}`}>
        {churches.length === 0 ? (
          <div className={css.empty}>
            <h2>{t("noFeaturedTitle")}</h2>
            <p>
              {t("wantYourChurchHere")} <a href={path(routes.advertise)}>{t("featureYourChurch")}</a>.
            </p>
          </div>
        ) : (
          <ul className={grid}>
            {churches.map((church) => (
              <li key={church.id}>
                <FeaturedChurchCard church={church} />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav className={css.pager} aria-label={t("pages")}>
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((p) => (
              <a key={p} className={css.pageLink} href={path(p === 1 ? routes.featured : `${routes.featured}?page=${p}`)} aria-current={p === page ? "page" : undefined}>
                <span className="visually-hidden">{t("pageWord")}</span>
                {p}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </>
  );
}

function FeaturedChurchCard({ church }: { church: PublicChurch }) {
  const [line1, line2] = addressLines(church.address, church.zip);
  const t = useText(sitePagesText);
  const path = usePath();
  const vocabulary = useVocabulary();
  const lang = useLang();
  return (
    <article className={`${cardCss.card} ${cardCss.featuredCard}`} data-view-ping={church.id} data-testid="church-card">
      <HeroImage church={church} />
      <div className={cardCss.body}>
        <div className={cardCss.badges}>
          {church.denomination ? <span className={cardCss.denominationBadge}>{vocabulary.denomination(church.denomination)}</span> : null}
          <span className={cardCss.featuredBadge}>{t("featuredBadge")}</span>
        </div>
        <h2 className={cardCss.name}>{church.name}</h2>
        {church.area ? <p className={cardCss.meta}>{vocabulary.area(church.area)}</p> : null}
        <p className={cardCss.description} lang={lang === "es" ? "en" : undefined}>
          {church.description}
        </p>
        <address className={cardCss.address}>
          {line1}
          <br />
          {line2}
        </address>
        {church.phone ? <a href={telHref(church.phone)}>{church.phone}</a> : null}
        {church.website ? (
          <a href={church.website} target="_blank" rel="noopener noreferrer">
            {church.website.replace(/^https?:\/\//, "")}
          </a>
        ) : null}
        {church.nextServiceLabel ? (
          <p className={cardCss.meta} data-testid="next-service">
            {t("nextService", { label: church.nextServiceLabel })}
          </p>
        ) : null}
        {church.services.length ? (
          <ul className={cardCss.badges} aria-label={t("serviceTimes")}>
            {church.services.slice(0, FEATURED_SERVICE_LIMIT).map((s) => (
              <li key={s} className={cardCss.serviceBadge}>
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={cardCss.actions}>
          <a className={button.primary} href={path(routes.church(church.slug))}>
            {t("viewDetails")}
            <span className="visually-hidden">{t("ofChurch", { name: church.name })}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
