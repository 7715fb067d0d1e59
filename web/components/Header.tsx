import { NavLink, useLocation } from "react-router";
import { headerLinks } from "../../src/contract/nav-links";
import { routes } from "../../src/contract/routes";
import { langNames, localePath, otherLang } from "../../src/contract/i18n/lang";
import { SITE_NAME } from "../../src/contract/site";
import { layoutText } from "../../src/contract/i18n/layout-text";
import { shellText } from "../../src/contract/i18n/shell-text";
import { useLang, usePath, useText } from "./lang-context";
import * as css from "./Shell.css";
import { container } from "./ui.css";

const NAV_ID = "site-nav";

export function Header() {
  const { pathname, search } = useLocation();
  const lang = useLang();
  const other = otherLang(lang);
  const t = useText(shellText);
  const frame = useText(layoutText);
  const path = usePath();
  const login = path(routes.login);
  return (
    <header className={css.header}>
      <div className={`${container} ${css.headerInner}`}>
        <a href={path(routes.home)} className={css.brand}>
          San Antonio <span className={css.brandAccent}>Church Directory</span>
          <span className="visually-hidden">{frame("brandHome", { site: SITE_NAME })}</span>
        </a>
        {/* Shown and wired only with JavaScript (web/enhance/menu-toggle.ts). */}
        <button type="button" className={css.menuButton} aria-controls={NAV_ID} aria-expanded="false" data-enhance="menu-toggle">
          <span aria-hidden="true" data-menu-icon="">
            ☰
          </span>
          <span className="visually-hidden" data-menu-label="">
            {t("openMenu")}
          </span>
        </button>
        <a href={`#${NAV_ID}`} className={css.noScriptMenuLink}>
          {frame("menu")}
        </a>
        <nav id={NAV_ID} className={css.nav} data-open="false" aria-label={frame("mainNav")}>
          <ul className={css.navList}>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={css.navLink}>
                  {frame(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              {/* 'Dashboard' once web/enhance/session-link.ts learns who is signed in. */}
              <a href={login} className={css.navLink} aria-current={pathname === routes.login ? "page" : undefined} data-enhance="session-link">
                {t("signIn")}
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
                {t("closeMenu")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
