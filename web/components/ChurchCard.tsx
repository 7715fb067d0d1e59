import { useContext } from "react";
import { addressLines, directionsUrl, type CardChurch } from "../../src/contract/churches";
import { routes } from "../../src/contract/routes";
import { telHref, worshipSummary } from "../lib/church-text";
import * as css from "./ChurchCard.css";
import { PrerenderedCards } from "./prerendered-cards";
import { HERO_PICTURE, imageSrcSet } from "../../src/contract/images";
import { formatMiles } from "../../src/contract/service-search";
import { directoryText } from "../../src/contract/i18n/directory-text";
import { visitFactWordsText } from "../../src/contract/i18n/visit-fact-words-text";
import { useLang, usePath, useText } from "./lang-context";
import { useVocabulary } from "./use-vocabulary";
import { SaveButton } from "./SaveButton";

/** Non-featured cards show at most this many service times (docs/product.md V9). */
export const CARD_SERVICE_LIMIT = 4;

/**
 * The church card of the directory and the home page (docs/product.md V2, church card). A featured card
 * shows its hero image and description and opens the profile from anywhere on it. Every card is
 * marked for one directory view ping when it is shown (web/enhance/analytics-pings.ts). A `lead`
 * card's picture is the first screen's largest paint: fetched at once and first
 * (docs/decisions/0040-first-paint.md); it is rendered here, as the cached cards' pictures are lazy.
 */
export function ChurchCard({ church, lead }: { church: CardChurch; lead?: true }) {
  const cards = useContext(PrerenderedCards);
  const prerendered = lead ? undefined : cards?.get(church.id);
  const attributes = { className: church.featured ? `${css.card} ${css.featuredCard}` : css.card, "data-view-ping": church.id, "data-testid": "church-card" };
  return prerendered ? (
    <article {...attributes} dangerouslySetInnerHTML={{ __html: prerendered }} />
  ) : (
    <article {...attributes}>
      <ChurchCardBody church={church} lead={lead} />
    </article>
  );
}

/** Everything inside the card's <article>. */
export function ChurchCardBody({ church, lead }: { church: CardChurch; lead?: true }) {
  const [line1, line2] = addressLines(church.address, church.zip);
  const t = useText(directoryText);
  // The badges' three words only, not the whole visit facts catalogue: the home page's JavaScript budget.
  // The facts in the words of the directory's own filter for them (docs/visit-facts.md).
  const factWords = useText(visitFactWordsText);
  const path = usePath();
  const lang = useLang();
  const words = useVocabulary();
  const summary = worshipSummary(church, lang);
  return (
    <>
      {church.featured ? <HeroImage church={church} lead={lead} /> : null}
      <div className={css.body}>
        <div className={css.badges}>
          {church.denomination ? <span className={css.denominationBadge}>{words.denomination(church.denomination)}</span> : null}
          {church.isPremium ? <span className={css.premiumBadge}>{t("card.premium")}</span> : null}
          {church.featured ? <span className={css.featuredBadge}>{t("card.featured")}</span> : null}
        </div>
        <h3 className={css.name}>
          <a href={path(routes.church(church.slug))} className={church.featured ? `${css.nameLink} ${css.stretchedLink}` : css.nameLink}>
            {church.name}
          </a>
        </h3>
        {church.area || church.distanceMiles !== undefined ? (
          <p className={css.meta}>{[church.area && words.area(church.area), church.distanceMiles === undefined ? null : t("card.away", { distance: formatMiles(church.distanceMiles) })].filter(Boolean).join(" · ")}</p>
        ) : null}
        <address className={css.address}>
          {line1}
          <br />
          {line2}
        </address>
        {church.phone ? (
          <p className={css.meta}>
            <a className={css.raised} href={telHref(church.phone)}>
              {church.phone}
            </a>
          </p>
        ) : null}
        {church.notice ? (
          <p className={css.notice}>
            {church.notice.lead}
            {church.notice.note ? <span lang={church.notice.noteLang}> · {church.notice.note}</span> : null}
          </p>
        ) : null}
        {summary ? <p className={css.meta}>{summary}</p> : null}
        {church.badges.length ? (
          <ul className={css.serviceList} aria-label={t("card.facts")} data-testid="fact-badges">
            {church.badges.map((key) => (
              <li key={key} className={css.factBadge}>
                {factWords(`short.${key}`)}
              </li>
            ))}
          </ul>
        ) : null}
        {church.matchingService ? (
          <p className={css.meta} data-testid="matching-service">
            {t("card.matching", { service: church.matchingService })}
          </p>
        ) : null}
        {church.nextServiceLabel ? (
          <p className={css.meta} data-testid="next-service">
            {t("card.next", { service: church.nextServiceLabel })}
          </p>
        ) : null}
        {church.watchUrl ? (
          <p className={css.meta}>
            <a className={`${css.watch} ${css.raised}`} href={church.watchUrl} rel="noopener nofollow ugc">
              {t("card.watch")}
              <span className="visually-hidden">{t("card.watchWhat", { name: church.name })}</span>
            </a>
          </p>
        ) : null}
        {/* A featured card shows what the owner wrote: English content on a Spanish page (docs/i18n.md, Content in another language). */}
        {church.featured ? (
          <p className={css.description} lang={lang === "es" ? "en" : undefined}>
            {church.description}
          </p>
        ) : church.services.length ? (
          <ul className={css.serviceList} aria-label={t("card.times")}>
            {church.services.slice(0, CARD_SERVICE_LIMIT).map((service) => (
              <li key={service} className={css.serviceBadge}>
                {service}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={css.actions}>
          <a className={`${css.smallButton} ${css.raised}`} href={directionsUrl(church.address, church.zip)} target="_blank" rel="noopener noreferrer">
            {t("card.directions")}<span className="visually-hidden">{t("card.directionsTo", { name: church.name })}</span>
          </a>
          <SaveButton church={church} />
          {church.featured ? null : (
            <a className={`${css.featureLink} ${css.raised}`} href={path(routes.advertise)}>
              {t("card.feature")}
            </a>
          )}
        </div>
      </div>
    </>
  );
}

/** The hero image, or the church's initial when it has none; a broken image says so. Lazy unless it leads the page. */
export function HeroImage({ church, className = css.hero, lead }: { church: Pick<CardChurch, "heroImage" | "name">; className?: string; lead?: true }) {
  return (
    <div className={className}>
      {church.heroImage ? (
        <img className={css.heroImage} src={church.heroImage} srcSet={imageSrcSet(church.heroImage)} sizes="(max-width: 640px) 100vw, 400px" width={HERO_PICTURE.width} height={HERO_PICTURE.height} alt="" {...(lead ? { fetchPriority: "high" } : { loading: "lazy", decoding: "async" })} data-fallback="placeholder" />
      ) : (
        <span aria-hidden="true">{church.name.charAt(0)}</span>
      )}
    </div>
  );
}

export function AdvertiseTile() {
  const t = useText(directoryText);
  const path = usePath();
  return (
    <a className={css.advertiseTile} href={path(routes.advertise)}>
      <strong>{t("tile.title")}</strong>
      <span>{t("tile.text")}</span>
    </a>
  );
}

export function CardSkeleton() {
  return <div className={css.skeleton} aria-hidden="true" />;
}
