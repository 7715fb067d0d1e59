import { routes } from "../../src/contract/routes";
import { SITE_NAME } from "../../src/contract/site";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, card, container, grid, prose, section } from "../components/ui.css";
import { stat, statLabel, statValue, stats } from "./pages.css";

const STATISTICS = [
  { value: "150+", label: "Churches" },
  { value: "25+", label: "Denominations" },
  { value: "50+", label: "Monthly events" },
  { value: "10K+", label: "Monthly visitors" },
  { value: "75%", label: "Local audience" },
  { value: "95%", label: "Mobile-friendly" },
];

const VALUES = [
  { title: "Inclusivity", text: "Every congregation in San Antonio is welcome, whatever its size, tradition or language." },
  { title: "Community", text: "We connect neighbours with the churches, events and services around them." },
  { title: "Excellence", text: "Listings are reviewed by people, kept current by their churches, and easy to use on any device." },
];

export function AboutPage() {
  return (
    <>
      <PageHeader title={`About ${SITE_NAME}`} lead="Helping San Antonio find a church home since our first listing." />
      <div className={container}>
        <section className={section} aria-labelledby="story">
          <div className={prose}>
            <h2 id="story">Our Story</h2>
            <p>San Antonio has hundreds of congregations, from mission-era parishes to young church plants meeting in schools. Newcomers and longtime residents alike told us the same thing: it was hard to know where to start.</p>
            <p>So we built one directory for the whole city, where anyone can search by denomination, neighbourhood, worship style and language, see churches on a map, and find real service times, sermons, events and news.</p>
          </div>
        </section>
        <section className={section} aria-labelledby="mission">
          <div className={prose}>
            <h2 id="mission">Our Mission</h2>
            <p>To connect every person in San Antonio with a community of faith, and to give every church — large or small — a clear, accurate place to be found.</p>
          </div>
        </section>
        <section className={section} aria-labelledby="values">
          <h2 id="values">Our Values</h2>
          <div className={grid}>
            {VALUES.map((v) => (
              <article key={v.title} className={card}>
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </article>
            ))}
          </div>
        </section>
        <section className={section} aria-labelledby="numbers">
          <h2 id="numbers">By the Numbers</h2>
          <ul className={stats}>
            {STATISTICS.map((s) => (
              <li key={s.label} className={`${card} ${stat}`}>
                <span className={statValue}>{s.value}</span>
                <span className={statLabel}>{s.label}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={section} aria-labelledby="next">
          <h2 id="next">Find Your Place</h2>
          <p>Browse the directory, or tell us about a church we are missing.</p>
          <div className={buttonRow}>
            <a className={button.primary} href={routes.directory}>
              Browse the Directory
            </a>
            <a className={button.outline} href={routes.contact}>
              Contact Us
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
