import type { CardChurch } from "../../src/contract/churches";
import { formatWeekdayDate } from "../../src/contract/holiday-services";
import { routes } from "../../src/contract/routes";
import type { DatedOccasion } from "../../src/contract/service-times/occasions";
import { Island } from "../components/Island";
import { PrerenderedCards } from "../components/prerendered-cards";
import { SITE_NAME } from "../../src/contract/site";
import { button, buttonRow, card, container, grid, section } from "../components/ui.css";
import { hero, heroLead, heroTitle, muted } from "./pages.css";

const REASONS = [
  { title: "Interactive Maps", text: "See every church on a map of the city and get directions in one tap." },
  { title: "Advanced Filters", text: "Narrow the list by denomination, neighbourhood, worship style and language." },
  { title: "Event Listings", text: "Concerts, service days and community gatherings from congregations near you." },
];

/** The occasion of the next four weeks, if any (docs/service-times.md, Holiday pages). */
export interface ComingOccasion {
  occasion: DatedOccasion;
  label: string;
  date: string;
}

export function HomePage({ featured, cards, coming }: { featured: CardChurch[]; cards: ReadonlyMap<number, string>; coming: ComingOccasion | null }) {
  return (
    <>
      <section className={hero} aria-labelledby="hero-title">
        <div className={container}>
          <h1 id="hero-title" className={heroTitle}>
            Find Your Church Home in San Antonio
          </h1>
          <p className={heroLead}>Search congregations by denomination, neighbourhood, worship style and language, with real service times, events and news.</p>
          <div className={buttonRow}>
            <a className={button.gold} href={routes.directory}>
              Find Your Church
            </a>
            {coming ? (
              <a className={button.light} href={routes.occasion(coming.occasion)}>
                {coming.label} services · {formatWeekdayDate(coming.date)}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="featured-title">
        <h2 id="featured-title">Featured Churches</h2>
        {featured.length === 0 ? (
          <p className={muted}>
            No featured churches yet. <a href={routes.advertise}>Feature your church</a>.
          </p>
        ) : (
          <PrerenderedCards.Provider value={cards}>
            <Island name="FeaturedCarousel" props={{ churches: featured }} />
          </PrerenderedCards.Provider>
        )}
        <div className={buttonRow}>
          <a className={button.outline} href={routes.directory}>
            View All Churches
          </a>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="why-title">
        <h2 id="why-title">Why Choose Our Directory?</h2>
        <div className={grid}>
          {REASONS.map((r) => (
            <article key={r.title} className={card}>
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="advertise-title">
        <div className={card}>
          <h2 id="advertise-title">Is Your Church Listed?</h2>
          <p>Add or claim your church for free, keep its service times current, and reach more of San Antonio with a featured listing.</p>
          <a className={button.primary} href={routes.advertise}>
            List Your Church
          </a>
        </div>
      </section>

      <section className={`${container} ${section}`} aria-labelledby="closing-title">
        <h2 id="closing-title">Ready to Visit?</h2>
        <p>{SITE_NAME} lists churches from every part of the city. Start exploring today.</p>
        <div className={buttonRow}>
          <a className={button.primary} href={routes.directory}>
            Browse Churches
          </a>
          <a className={button.outline} href={routes.events}>
            View Events
          </a>
        </div>
      </section>
    </>
  );
}
