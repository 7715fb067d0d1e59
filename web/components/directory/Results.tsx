import type { DirectoryResults } from "../../../src/contract/directory";
import { Carousel } from "../Carousel";
import { AdvertiseTile, CardSkeleton, ChurchCard } from "../ChurchCard";
import * as css from "../Directory.css";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { useText } from "../lang-context";

export type LoadStatus = "idle" | "loading" | "error";

/**
 * The directory's results: skeletons while loading, the spec's empty state, one column of compact
 * rows in the list view; in the grid, the page's featured churches in a carousel over the others in
 * rows of four, the last row padded with Advertise tiles unless the visitor filtered or searched
 * (docs/decisions/0063-visitor-polish.md). Paging focuses the first heading (tabIndex -1).
 */
export function Results({ results, status, view, filtered }: { results: DirectoryResults; status: LoadStatus; view: "grid" | "list"; filtered: boolean }) {
  const t = useText(directoryText);
  if (status === "loading") {
    return (
      <ul className={css.grid4} aria-label={t("loading")}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (results.total === 0) {
    return (
      <div className={css.empty}>
        <h2>{t("empty.title")}</h2>
        <p>{t("empty.text")}</p>
      </div>
    );
  }
  if (view === "list") {
    return (
      <>
        <h2 className={css.sectionTitle} tabIndex={-1}>
          {t("churches")}
        </h2>
        <ul className={css.list}>
          {[...results.featured, ...results.others].map((church, index) => (
            <li key={church.id}>
              <ChurchCard church={church} lead={index === 0 || undefined} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      {results.featured.length ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className={css.sectionTitle} tabIndex={-1}>
            {t("featured")}
          </h2>
          {/* The first featured picture is the first screen's largest paint (docs/decisions/0040-first-paint.md). */}
          <Carousel label={t("featured.slides")} items={results.featured.map((church, index) => ({ key: church.id, node: <ChurchCard church={church} lead={index === 0 || undefined} /> }))} />
        </section>
      ) : null}
      {results.others.length ? (
        <section aria-labelledby="all-heading">
          <h2 id="all-heading" className={css.sectionTitle} tabIndex={-1}>
            {t("all")}
          </h2>
          <ul className={css.grid4}>
            {results.others.map((church) => (
              <li key={church.id}>
                <ChurchCard church={church} />
              </li>
            ))}
            {Array.from({ length: filtered ? 0 : (4 - (results.others.length % 4)) % 4 }, (_, i) => (
              <li key={`ad-${i}`} className={css.padTile}>
                <AdvertiseTile />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
