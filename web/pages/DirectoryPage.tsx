import type { DirectoryExplorerProps } from "../islands/DirectoryExplorer";
import { routes } from "../../src/contract/routes";
import type { ActiveBanner } from "../../src/contract/banners";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { PrerenderedCards } from "../components/prerendered-cards";
import { usePageContext } from "../components/page-context";
import { button, card, container, section } from "../components/ui.css";
import { pageHeader } from "../components/Directory.css";
import { usePath, useText } from "../components/lang-context";
import { directoryPageText } from "../../src/contract/i18n/directory-page-text";

export type DirectoryPageProps = Omit<DirectoryExplorerProps, "map"> & { cards: ReadonlyMap<number, string>; banners: ActiveBanner[] };

export function DirectoryPage({ cards, banners, ...props }: DirectoryPageProps) {
  const { map } = usePageContext();
  const t = useText(directoryPageText);
  const path = usePath();
  return (
    <>
      <PageHeader className={pageHeader} title={t("title")} lead={t("lead")} />
      <div className={container}>
        <PrerenderedCards.Provider value={cards}>
          <Island name="DirectoryExplorer" props={{ ...props, map }} />
        </PrerenderedCards.Provider>
        {banners.length ? (
          <section className={section} aria-label={t("advertisement")}>
            <Island name="BannerRotator" props={{ banners }} />
          </section>
        ) : (
          <section className={`${section}`} aria-labelledby="advertise-banner">
            <div className={card}>
              <h2 id="advertise-banner">{t("advertise")}</h2>
              <p>{t("advertiseText")}</p>
              <a className={button.gold} href={path(routes.advertise)}>
                {t("advertise")}
              </a>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
