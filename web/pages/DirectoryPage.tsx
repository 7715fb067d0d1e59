import type { DirectoryExplorerProps } from "../islands/DirectoryExplorer";
import { routes } from "../../src/contract/routes";
import type { ActiveBanner } from "../../src/contract/banners";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { PrerenderedCards } from "../components/prerendered-cards";
import { usePageContext } from "../components/page-context";
import { button, card, container, section } from "../components/ui.css";
import { pageHeader } from "../components/Directory.css";

export type DirectoryPageProps = Omit<DirectoryExplorerProps, "map"> & { cards: ReadonlyMap<number, string>; banners: ActiveBanner[] };

export function DirectoryPage({ cards, banners, ...props }: DirectoryPageProps) {
  const { map } = usePageContext();
  return (
    <>
      <PageHeader className={pageHeader} title="San Antonio Church Directory" lead="Find a church by name, denomination, neighbourhood, worship style, language, service time or distance." />
      <div className={container}>
        <PrerenderedCards.Provider value={cards}>
          <Island name="DirectoryExplorer" props={{ ...props, map }} />
        </PrerenderedCards.Provider>
        {banners.length ? (
          <section className={section} aria-label="Advertisement">
            <Island name="BannerRotator" props={{ banners }} />
          </section>
        ) : (
          <section className={`${section}`} aria-labelledby="advertise-banner">
            <div className={card}>
              <h2 id="advertise-banner">Advertise With Us</h2>
              <p>Put your church or ministry in front of thousands of San Antonio visitors every month.</p>
              <a className={button.gold} href={routes.advertise}>
                Advertise With Us
              </a>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
