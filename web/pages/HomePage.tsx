import type { CardChurch } from "../../src/contract/churches";
import { homeText } from "../../src/contract/i18n/home-text";
import { routes } from "../../src/contract/routes";
import type { DatedOccasion } from "../../src/contract/service-times/occasions";
import { Island } from "../components/Island";
import { LanguageSuggestion } from "../components/LanguageSuggestion";
import { useLang, usePath, useText } from "../components/lang-context";
import { PrerenderedCards } from "../components/prerendered-cards";
import { SITE_NAME } from "../../src/contract/site";
import { button, buttonRow, card, container, grid, section } from "../components/ui.css";
import { hero, heroLead, heroSearch, heroSearchInput, heroTitle, muted } from "./pages.css";
import { FILTER_TEXT_MAX } from "../../src/contract/directory-filters";

const REASONS = [
  { title: "reasonMapsTitle", text: "reasonMapsText" },
  { title: "reasonFiltersTitle", text: "reasonFiltersText" },
  { title: "reasonEventsTitle", text: "reasonEventsText" },
] as const;

/** The occasion of the next four weeks, if any (docs/service-times.md, Holiday pages), with its link's words. */
export interface ComingOccasion {
  occasion: DatedOccasion;
  text: string;
}

export function HomePage({ featured, cards, coming }: { featured: CardChurch[]; cards: ReadonlyMap<number, string>; coming: ComingOccasion | null }) {
  const t = useText(homeText);
  const path = usePath();
  const lang = useLang();
  return (
    <>
      {/* Offered on the English home only (docs/i18n.md, Addresses). */}
      {lang === "en" ? <LanguageSuggestion /> : null}
      <section className={hero} aria-labelledby="hero-title">
        <div className={container}>
          <h1 id="hero-title" className={heroTitle}>
            {t("heroTitle")}
          </h1>
          <p className={heroLead}>{t("heroLead")}</p>
          <form className={heroSearch} method="get" action={path(routes.directory)} role="search">
            <label htmlFor="home-search" className="visually-hidden">
              {t("searchLabel")}
            </label>
            <input id="home-search" className={heroSearchInput} type="search" name="search" placeholder={t("searchPlaceholder")} maxLength={FILTER_TEXT_MAX} />
            <button type="submit" className={button.gold}>
              {t("searchButton")}
            </button>
          </form>
          <div className={buttonRow}>
            <a className={button.gold} href={path(routes.directory)}>
              {t("findYourChurch")}
            </a>
            {coming ? (
              <a className={button.light} href={path(routes.occasion(coming.occasion))}>
                {coming.text}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="featured-title">
        <h2 id="featured-title">{t("featuredTitle")}</h2>
        {featured.length === 0 ? (
          <p className={muted}>
            {t("noFeatured")} <a href={path(routes.advertise)}>{t("featureYourChurch")}</a>.
          </p>
        ) : (
          <PrerenderedCards.Provider value={cards}>
            <Island name="FeaturedCarousel" props={{ churches: featured }} />
          </PrerenderedCards.Provider>
        )}
        <div className={buttonRow}>
          <a className={button.outline} href={path(routes.directory)}>
            {t("viewAllChurches")}
          </a>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="why-title">
        <h2 id="why-title">{t("whyTitle")}</h2>
        <div className={grid}>
          {REASONS.map((r) => (
            <article key={r.title} className={card}>
              <h3>{t(r.title)}</h3>
              <p>{t(r.text)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="advertise-title">
        <div className={card}>
          <h2 id="advertise-title">{t("listedTitle")}</h2>
          <p>{t("listedText")}</p>
          <a className={button.primary} href={path(routes.advertise)}>
            {t("listYourChurch")}
          </a>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="closing-title">
        <h2 id="closing-title">{t("closingTitle")}</h2>
        <p>{t("closingText", { site: SITE_NAME })}</p>
        <div className={buttonRow}>
          <a className={button.primary} href={path(routes.directory)}>
            {t("browseChurches")}
          </a>
          <a className={button.outline} href={path(routes.events)}>
            {t("viewEvents")}
          </a>
        </div>
      </section>
    </>
  );
}
