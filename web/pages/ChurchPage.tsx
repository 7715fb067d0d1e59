import { addressLines, directionsUrl, type ChurchProfile } from "../../src/contract/churches";
import { label } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import * as cardCss from "../components/ChurchCard.css";
import { Island } from "../components/Island";
import { ProfileViewPing } from "../components/ProfileViewPing";
import { ServiceTimesSection, type CalendarLinks } from "../components/church/ServiceTimesSection";
import { usePageContext } from "../components/page-context";
import { WhatToExpectSection } from "../components/church/WhatToExpectSection";
import { button, card, container } from "../components/ui.css";
import { languagesSentence, telHref, weeklyServicesSentence, worshipSummary } from "../lib/church-text";
import { lowResThumbnail, playlistEmbedUrl, playlistId, thumbnail, videoId, watchUrl } from "../lib/youtube";
import * as css from "./ChurchPage.css";
import { HERO_PICTURE, imageSrcSet } from "../../src/contract/images";

/** Sermon thumbnails shown at most (docs/product.md V9). */
const SERMON_LIMIT = 3;

/** The profile's props: the church with its calendar links and San Antonio's day, or none (404). */
export type ChurchPageProps = { church: null } | { church: ChurchProfile; calendar: CalendarLinks; today: string };

export function ChurchPage(props: ChurchPageProps) {
  if (!props.church) {
    return (
      <div className={`${container} ${css.notFound}`}>
        <h1>Church Not Found</h1>
        <p role="alert">Church not found or failed to load. Please try again later.</p>
        <a className={button.primary} href={routes.directory}>
          Back to Directory
        </a>
      </div>
    );
  }
  const { church, calendar, today } = props;
  const [line1, line2] = addressLines(church.address, church.zip);
  const ping = (kind: "website" | "phone" | "directions") => ({ "data-click-ping": kind, "data-church-id": church.id });
  const directions = directionsUrl(church.address, church.zip);
  return (
    <>
      <ProfileViewPing churchId={church.id} />
      <section className={css.hero}>
        {church.heroImage ? <img className={css.heroImage} src={church.heroImage} srcSet={imageSrcSet(church.heroImage)} sizes="100vw" width={HERO_PICTURE.width} height={HERO_PICTURE.height} alt="" fetchPriority="high" data-fallback="hide" /> : null}
        <div className={`${container} ${css.heroInner}`}>
          {church.isPremium && church.logoImage ? <img className={css.logo} src={church.logoImage} srcSet={imageSrcSet(church.logoImage)} sizes="120px" alt={`${church.name} logo`} data-fallback="hide" /> : null}
          <div className={cardCss.badges}>
            {church.denomination ? <span className={cardCss.denominationBadge}>{church.denomination}</span> : null}
            {church.isPremium ? <span className={cardCss.premiumBadge}>Premium</span> : null}
            {church.featured ? <span className={cardCss.featuredBadge}>Featured</span> : null}
            {church.area ? <span className={cardCss.serviceBadge}>{church.area}</span> : null}
          </div>
          <h1 className={css.heroTitle}>{church.name}</h1>
        </div>
      </section>

      <div className={`${container} ${css.layout}`}>
        <div className={css.column}>
          <section className={card} aria-labelledby="about">
            <h2 id="about" className={css.cardTitle}>
              About Our Church
            </h2>
            <p>{church.description}</p>
            {church.pastorName ? <p>Pastor: {church.pastorName}</p> : null}
            {church.missionStatement ? (
              <>
                <h3>Our Mission</h3>
                <p>{church.missionStatement}</p>
              </>
            ) : null}
            {church.history ? (
              <>
                <h3>Our History</h3>
                <p>{church.history}</p>
              </>
            ) : null}
          </section>

          <section className={card} aria-labelledby="services">
            <h2 id="services" className={css.cardTitle}>
              Services &amp; Offerings
            </h2>
            {church.nextServiceLabel ? <p data-testid="next-service">{`Next service: ${church.nextServiceLabel}`}</p> : null}
            <ServiceTimesSection church={church} calendar={calendar} today={today} />
            {worshipSummary(church) ? <p>{worshipSummary(church)}</p> : null}
            <dl className={css.dl}>
              {(
                [
                  ["Special programs", church.specialPrograms],
                  ["Youth programs", church.youthPrograms],
                  ["Music ministry", church.musicMinistry],
                  ["Outreach", church.outreachPrograms],
                ] as const
              )
                .filter(([, text]) => text)
                .map(([term, text]) => (
                  <div key={term}>
                    <dt className={css.dt}>{term}</dt>
                    <dd className={css.dd}>{text}</dd>
                  </div>
                ))}
            </dl>
          </section>

          <section className={card} aria-labelledby="expect">
            <h2 id="expect" className={css.cardTitle}>
              What to Expect
            </h2>
            <WhatToExpectSection church={church} />
          </section>

          <SermonsCard church={church} />

          <section className={card} aria-labelledby="why">
            <h2 id="why" className={css.cardTitle}>
              Why Choose {church.name}?
            </h2>
            <ul className={css.list}>
              {church.denomination ? <li>A {church.denomination} congregation{church.area ? ` in ${church.area}` : ""}.</li> : null}
              {church.worshipStyle ? <li>{label(church.worshipStyle)} worship.</li> : null}
              {languagesSentence(church.languages) ? <li>{languagesSentence(church.languages)}</li> : null}
              <li>{church.services.length ? weeklyServicesSentence(church.services.length) : "Visitors are always welcome."}</li>
            </ul>
          </section>
        </div>

        <aside className={css.column} aria-label="Contact and location">
          <section className={card} aria-labelledby="contact">
            <h2 id="contact" className={css.cardTitle}>
              Contact Information
            </h2>
            <dl className={css.dl}>
              <dt className={css.dt}>Address</dt>
              <dd className={css.dd}>
                {line1}
                <br />
                {line2}
              </dd>
              {church.phone ? (
                <>
                  <dt className={css.dt}>Phone</dt>
                  <dd className={css.dd}>
                    <a href={telHref(church.phone)} {...ping("phone")}>
                      {church.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {church.website ? (
                <>
                  <dt className={css.dt}>Website</dt>
                  <dd className={css.dd}>
                    <a href={church.website} target="_blank" rel="noopener noreferrer" {...ping("website")}>
                      {church.website.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>

          <section className={card} aria-labelledby="actions">
            <h2 id="actions" className={css.cardTitle}>
              Quick Actions
            </h2>
            <div className={css.actions}>
              {church.website ? (
                <a className={button.primary} href={church.website} target="_blank" rel="noopener noreferrer" {...ping("website")}>
                  Visit Website
                </a>
              ) : null}
              {church.phone ? (
                <a className={button.outline} href={telHref(church.phone)} {...ping("phone")}>
                  Call Now
                </a>
              ) : null}
              <a className={button.outline} href={directions} target="_blank" rel="noopener noreferrer" {...ping("directions")}>
                Get Directions
              </a>
              <a className={button.gold} href={`${routes.verifyChurch}/${church.id}`}>
                Verify Your Information
              </a>
            </div>
          </section>

          <section className={card} aria-labelledby="location">
            <h2 id="location" className={css.cardTitle}>
              Location
            </h2>
            <LocationMap church={church} />
            <p>
              <a href={directions} target="_blank" rel="noopener noreferrer" {...ping("directions")}>
                Directions
              </a>
            </p>
          </section>

          <a href={routes.directory}>← Back to Directory</a>
        </aside>
      </div>
    </>
  );
}

function LocationMap({ church }: { church: ChurchProfile }) {
  const { map } = usePageContext();
  const lat = Number(church.latitude);
  const lng = Number(church.longitude);
  if (church.latitude === null || church.longitude === null || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return <p>Church location coordinates are not available.</p>;
  }
  return <Island name="LocationMap" props={{ lat, lng, name: church.name, config: map }} />;
}

/** Playlist embed, else up to 3 video thumbnails, else 'Watch Sermons' (docs/product.md V2, profile). */
function SermonsCard({ church }: { church: ChurchProfile }) {
  const list = playlistId(church.youtubeChannel);
  const videos = church.recentSermons
    .map(videoId)
    .filter((id): id is string => id !== null)
    .slice(0, SERMON_LIMIT);
  return (
    <section className={card} aria-labelledby="sermons">
      <h2 id="sermons" className={css.cardTitle}>
        Sermons
      </h2>
      {list ? (
        <iframe className={css.embed} src={playlistEmbedUrl(list)} title={`${church.name} sermons playlist`} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
      ) : videos.length ? (
        <div className={css.sermons}>
          {videos.map((id, i) => (
            <a key={id} className={css.sermon} href={watchUrl(id)} target="_blank" rel="noopener noreferrer">
              <img className={css.thumb} src={thumbnail(id)} data-fallback-src={lowResThumbnail(id)} data-fallback="placeholder" alt="" loading="lazy" />
              {i === 0 ? "Latest Sermon" : `Recent Sermon ${i + 1}`}
            </a>
          ))}
        </div>
      ) : church.youtubeChannel ? (
        <a className={button.primary} href={church.youtubeChannel} target="_blank" rel="noopener noreferrer">
          Watch Sermons
        </a>
      ) : (
        <p>Sermons from {church.name} are not online yet.</p>
      )}
    </section>
  );
}
