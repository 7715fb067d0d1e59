import { footerLinks } from "../../src/contract/nav-links";
import { SITE_MANAGER, SITE_NAME } from "../../src/contract/site";
import { layoutText } from "../../src/contract/i18n/layout-text";
import { usePath, useText } from "./lang-context";
import { NewsletterForm } from "./NewsletterForm";
import { usePageContext } from "./page-context";
import * as css from "./Shell.css";
import { container } from "./ui.css";

export function Footer() {
  const { year } = usePageContext();
  const t = useText(layoutText);
  const path = usePath();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.footerGrid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={css.footerHeading}>
              {SITE_NAME}
            </h2>
            <p>{t("footerAbout")}</p>
            <div className={css.badges}>
              <a className={css.badge} href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
                <span aria-hidden="true">✔</span> {t("mapData")}
              </a>
              <a className={css.badge} href="https://www.sanantonio.gov/" rel="noopener noreferrer" target="_blank">
                <span aria-hidden="true">★</span> {t("servingSanAntonio")}
              </a>
            </div>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={css.footerHeading}>
              {t("quickLinks")}
            </h2>
            <ul className={css.footerLinks}>
              {footerLinks.map((link) => (
                <li key={link.key}>
                  <a href={path(link.to)} className={css.footerLink}>
                    {t(link.key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={css.footerHeading}>
              {t("stayConnected")}
            </h2>
            <p>{t("newsletterBlurb")}</p>
            <NewsletterForm />
          </section>
        </div>
        <div className={css.footerBottom}>
          <p>{t("copyright", { year, site: SITE_NAME })}</p>
          <p>{t("managedBy", { manager: SITE_MANAGER })}</p>
        </div>
      </div>
    </footer>
  );
}
