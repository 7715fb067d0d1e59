import { NavLink, useLocation } from "react-router";
import { headerLinks, routes } from "../../src/contract/routes";
import { langNames, localePath, otherLang } from "../../src/contract/i18n/lang";
import { SITE_NAME } from "../../src/contract/site";
import { useLang } from "./lang-context";
import * as css from "./Shell.css";
import { container } from "./ui.css";

const NAV_ID = "site-nav";

export function Header() {
  const { pathname, search } = useLocation();
  const lang = useLang();
  const other = otherLang(lang);
  return (
    <header className={css.header}>
      <div className={`${container} ${css.headerInner}`}>
        <a href="/" className={css.brand}>
          San Antonio <span className={css.brandAccent}>Church Directory</span>
          <span className="visually-hidden"> — {SITE_NAME} home</span>
        </a>
        {/* Shown and wired only with JavaScript (web/enhance/menu-toggle.ts). */}
        <button type="button" className={css.menuButton} aria-controls={NAV_ID} aria-expanded="false" data-enhance="menu-toggle">
          <span aria-hidden="true" data-menu-icon="">
            ☰
          </span>
          <span className="visually-hidden" data-menu-label="">
            Open menu
          </span>
        </button>
        <a href={`#${NAV_ID}`} className={css.noScriptMenuLink}>
          Menu
        </a>
        <nav id={NAV_ID} className={css.nav} data-open="false" aria-label="Main">
          <ul className={css.navList}>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={css.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              {/* 'Dashboard' once web/enhance/session-link.ts learns who is signed in. */}
              <a href={routes.login} className={css.navLink} aria-current={pathname === routes.login ? "page" : undefined} data-enhance="session-link">
                Sign In
              </a>
            </li>
            <li>
              {/* The same page and query in the other language (docs/i18n.md, Addresses). */}
              <a href={localePath(other, pathname + search)} hrefLang={other} lang={other} className={css.navLink} data-lang-switch="">
                {langNames[other]}
              </a>
            </li>
            <li>
              <a href="#" className={css.noScriptMenuLink}>
                Close menu
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
