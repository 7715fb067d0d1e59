import { addressLines, directionsUrl, type ChurchProfile } from "../../src/contract/churches";
import { profileText, serviceKind } from "../../src/contract/i18n/profile-text";
import { routes } from "../../src/contract/routes";
import * as cardCss from "../components/ChurchCard.css";
import { Island } from "../components/Island";
import { useLang, usePath, useText } from "../components/lang-context";
import { OsmCredit } from "../components/OsmCredit";
import { useVocabulary } from "../components/use-vocabulary";
import { ProfileViewPing } from "../components/ProfileViewPing";
import { SaveButton } from "../components/SaveButton";
import { ServiceTimesSection, type CalendarLinks } from "../components/church/ServiceTimesSection";
import { usePageContext } from "../components/page-context";
import { WhatToExpectSection } from "../components/church/WhatToExpectSection";
import { button, card, container } from "../components/ui.css";
import { telHref, worshipSummary } from "../lib/church-text";
import { languagesSentence, weeklyServicesSentence } from "../lib/service-sentences";
import { lowResThumbnail, playlistEmbedUrl, playlistId, thumbnail, videoId, watchUrl } from "../lib/youtube";
import * as css from "./ChurchPage.css";
import { UpdateSentNotice } from "../components/church/UpdateSentNotice";
import { ChurchEvents, type ChurchEventsList } from "../components/church/ChurchEvents";
import { HERO_PICTURE, imageSrcSet } from "../../src/contract/images";
import { congregationSentence } from "../../src/contract/i18n/congregation-text";

/** Sermon thumbnails shown at most (docs/product.md V9). */
const SERMON_LIMIT = 3;

/** The profile's props: the church with its calendar links, San Antonio's day and its coming events, or none (404). */
export type ChurchPageProps = { church: null } | { church: ChurchProfile; calendar: CalendarLinks; today: string; events: ChurchEventsList; /** Back from 'Suggest an update' (`?sent=update`). */ updateSent?: boolean; /** Imported from OpenStreetMap: credited under the ODbL. */ fromOpenStreetMap?: boolean };

export function ChurchPage(props: ChurchPageProps) {
  const t = useText(profileText);
  const lang = useLang();
  const path = usePath();
  const words = useVocabulary();
  if (!props.church) {
    return (
      <div className={`${container} ${css.notFound}`}>
        <h1>{t("notFoundTitle")}</h1>
        <p role="alert">{t("notFoundBody")}</p>
        <a className={button.primary} href={path(routes.directory)}>
          {t("backToDirectory")}
        </a>
      </div>
    );
  }
  const { church, calendar, today, events, updateSent, fromOpenStreetMap } = props;
  const [line1, line2] = addressLines(church.address, church.zip);
  const ping = (kind: "website" | "phone" | "directions") => ({ "data-click-ping": kind, "data-church-id": church.id });
  const directions = directionsUrl(church.address, church.zip);
  const kind = serviceKind(church.denomination);
  const denomination = church.denomination && words.denomination(church.denomination);
  const area = church.area && words.area(church.area);
  const summary = worshipSummary(church, lang);
  const languages = languagesSentence(church.languages, lang);
  // What the owner wrote is content in English unless they wrote it in Spanish (docs/i18n.md, Content).
  const written = lang === "es" ? "en" : undefined;
  const spanishDescription = lang === "es" && church.descriptionEs !== "";
  const hasAbout = spanishDescription || Boolean(church.description || church.pastorName || church.missionStatement || church.history);
  return (
    <>
      <ProfileViewPing churchId={church.id} />
      <section className={css.hero}>
        {church.heroImage ? <img className={css.heroImage} src={church.heroImage} srcSet={imageSrcSet(church.heroImage)} sizes="100vw" width={HERO_PICTURE.width} height={HERO_PICTURE.height} alt="" fetchPriority="high" data-fallback="hide" /> : null}
        <div className={`${container} ${css.heroInner}`}>
          {church.isPremium && church.logoImage ? <img className={css.logo} src={church.logoImage} srcSet={imageSrcSet(church.logoImage)} sizes="120px" alt={t("logoAlt", { name: church.name })} data-fallback="hide" /> : null}
          <div className={cardCss.badges}>
            {denomination ? <span className={cardCss.denominationBadge}>{denomination}</span> : null}
            {church.isPremium ? <span className={cardCss.premiumBadge}>{t("premium")}</span> : null}
            {church.featured ? <span className={cardCss.featuredBadge}>{t("featured")}</span> : null}
            {area ? <span className={cardCss.serviceBadge}>{area}</span> : null}
          </div>
          <h1 className={css.heroTitle}>{church.name}</h1>
          <SaveButton church={church} />
        </div>
      </section>

      {updateSent ? <UpdateSentNotice /> : null}
      <div className={`${container} ${css.layout}`}>
        <div className={css.column}>
          {/* A church imported without words of its own has no 'About' card (docs/decisions/0063-visitor-polish.md). */}
          {hasAbout ? <section className={card} aria-labelledby="about">
            <h2 id="about" className={css.cardTitle}>
              {t("about")}
            </h2>
            {spanishDescription ? <p lang="es">{church.descriptionEs}</p> : church.description ? <p lang={written}>{church.description}</p> : null}
            {church.pastorName ? <p>{t("pastor", { name: church.pastorName })}</p> : null}
            {church.missionStatement ? (
              <>
                <h3>{t("mission")}</h3>
                <p lang={written}>{church.missionStatement}</p>
              </>
            ) : null}
            {church.history ? (
              <>
                <h3>{t("history")}</h3>
                <p lang={written}>{church.history}</p>
              </>
            ) : null}
          </section> : null}

          <section className={card} aria-labelledby="services">
            <h2 id="services" className={css.cardTitle}>
              {t("services", { kind })}
            </h2>
            {church.nextServiceLabel ? <p data-testid="next-service">{t("nextService", { kind, label: church.nextServiceLabel })}</p> : null}
            <ServiceTimesSection church={church} calendar={calendar} today={today} />
            {summary ? <p>{summary}</p> : null}
            <dl className={css.dl}>
              {(
                [
                  [t("specialPrograms"), church.specialPrograms],
                  [t("youthPrograms"), church.youthPrograms],
                  [t("musicMinistry"), church.musicMinistry],
                  [t("outreach"), church.outreachPrograms],
                ] as const
              )
                .filter(([, text]) => text)
                .map(([term, text]) => (
                  <div key={term}>
                    <dt className={css.dt}>{term}</dt>
                    <dd className={css.dd} lang={written}>
                      {text}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>

          <ChurchEvents events={events} slug={church.slug} titleClass={css.cardTitle} />

          <section className={card} aria-labelledby="expect">
            <h2 id="expect" className={css.cardTitle}>
              {t("whatToExpect")}
            </h2>
            <WhatToExpectSection church={church} />
          </section>

          <SermonsCard church={church} />

          <section className={card} aria-labelledby="why">
            <h2 id="why" className={css.cardTitle}>
              {t("why", { name: church.name })}
            </h2>
            <ul className={css.list}>
              {church.denomination ? <li>{congregationSentence(church, lang)}</li> : null}
              {church.worshipStyle ? <li>{t("whyStyle", { style: words.style(church.worshipStyle) })}</li> : null}
              {languages ? <li>{languages}</li> : null}
              <li>{church.services.length ? weeklyServicesSentence(church.services.length, lang, kind === "mass") : t("visitorsWelcome")}</li>
            </ul>
          </section>
        </div>

        <aside className={css.column} aria-label={t("contactAndLocation")}>
          <section className={card} aria-labelledby="contact">
            <h2 id="contact" className={css.cardTitle}>
              {t("contact")}
            </h2>
            <dl className={css.dl}>
              <dt className={css.dt}>{t("address")}</dt>
              <dd className={css.dd}>
                {line1}
                <br />
                {line2}
              </dd>
              {church.phone ? (
                <>
                  <dt className={css.dt}>{t("phone")}</dt>
                  <dd className={css.dd}>
                    <a href={telHref(church.phone)} {...ping("phone")}>
                      {church.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {church.website ? (
                <>
                  <dt className={css.dt}>{t("website")}</dt>
                  <dd className={css.dd}>
                    <a href={church.website} target="_blank" rel="noopener noreferrer" {...ping("website")}>
                      {church.website.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {fromOpenStreetMap ? <OsmCredit className={css.credit} /> : null}
          </section>

          <section className={card} aria-labelledby="actions">
            <h2 id="actions" className={css.cardTitle}>
              {t("quickActions")}
            </h2>
            <div className={css.actions}>
              {church.website ? (
                <a className={button.primary} href={church.website} target="_blank" rel="noopener noreferrer" {...ping("website")}>
                  {t("visitWebsite")}
                </a>
              ) : null}
              {church.phone ? (
                <a className={button.outline} href={telHref(church.phone)} {...ping("phone")}>
                  {t("callNow")}
                </a>
              ) : null}
              <a className={button.outline} href={directions} target="_blank" rel="noopener noreferrer" {...ping("directions")}>
                {t("getDirections")}
              </a>
            </div>
          </section>

          <section className={card} aria-labelledby="location">
            <h2 id="location" className={css.cardTitle}>
              {t("location")}
            </h2>
            <LocationMap church={church} />
            <p>
              <a href={directions} target="_blank" rel="noopener noreferrer" {...ping("directions")}>
                {t("directions")}
              </a>
            </p>
          </section>

          <a href={path(routes.directory)}>{t("backToDirectoryLink")}</a>
        </aside>
      </div>
    </>
  );
}

function LocationMap({ church }: { church: ChurchProfile }) {
  const { map } = usePageContext();
  const t = useText(profileText);
  const lat = Number(church.latitude);
  const lng = Number(church.longitude);
  if (church.latitude === null || church.longitude === null || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return <p>{t("noCoordinates")}</p>;
  }
  return <Island name="LocationMap" props={{ lat, lng, name: church.name, config: map }} />;
}

/** Playlist embed, else up to 3 video thumbnails, else 'Watch Sermons' (docs/product.md V2, profile). */
function SermonsCard({ church }: { church: ChurchProfile }) {
  const t = useText(profileText);
  const list = playlistId(church.youtubeChannel);
  const videos = church.recentSermons
    .map(videoId)
    .filter((id): id is string => id !== null)
    .slice(0, SERMON_LIMIT);
  return (
    <section className={card} aria-labelledby="sermons">
      <h2 id="sermons" className={css.cardTitle}>
        {t("sermons")}
      </h2>
      {list ? (
        <iframe className={css.embed} src={playlistEmbedUrl(list)} title={t("sermonsPlaylist", { name: church.name })} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
      ) : videos.length ? (
        <div className={css.sermons}>
          {videos.map((id, i) => (
            <a key={id} className={css.sermon} href={watchUrl(id)} target="_blank" rel="noopener noreferrer">
              <img className={css.thumb} src={thumbnail(id)} data-fallback-src={lowResThumbnail(id)} data-fallback="placeholder" alt="" loading="lazy" />
              {i === 0 ? t("latestSermon") : t("recentSermon", { n: i + 1 })}
            </a>
          ))}
        </div>
      ) : church.youtubeChannel ? (
        <a className={button.primary} href={church.youtubeChannel} target="_blank" rel="noopener noreferrer">
          {t("watchSermons")}
        </a>
      ) : (
        <p>{t("sermonsNotOnline", { name: church.name })}</p>
      )}
    </section>
  );
}
