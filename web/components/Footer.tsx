import { footerLinks } from "../../src/contract/routes";
import { SITE_MANAGER, SITE_NAME } from "../../src/contract/site";
import { NewsletterForm } from "./NewsletterForm";
import { usePageContext } from "./page-context";
import * as css from "./Shell.css";
import { container } from "./ui.css";

export function Footer() {
  const { year } = usePageContext();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.footerGrid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={css.footerHeading}>
              {SITE_NAME}
            </h2>
            <p>Find a church home in San Antonio: denominations, neighbourhoods, worship styles and languages, with service times, events and news.</p>
            <div className={css.badges}>
              <a className={css.badge} href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
                <span aria-hidden="true">✔</span> Map data: OpenStreetMap
              </a>
              <a className={css.badge} href="https://www.sanantonio.gov/" rel="noopener noreferrer" target="_blank">
                <span aria-hidden="true">★</span> Serving San Antonio, TX
              </a>
            </div>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={css.footerHeading}>
              Quick Links
            </h2>
            <ul className={css.footerLinks}>
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.to} className={css.footerLink}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={css.footerHeading}>
              Stay Connected
            </h2>
            <p>Monthly news of events and churches in San Antonio. Unsubscribe with one click.</p>
            <NewsletterForm />
          </section>
        </div>
        <div className={css.footerBottom}>
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <p>Site managed by {SITE_MANAGER}</p>
        </div>
      </div>
    </footer>
  );
}
