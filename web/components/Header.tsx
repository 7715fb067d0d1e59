import { NavLink, useLocation } from "react-router";
import { headerLinks } from "../../src/contract/routes";
import { SITE_NAME } from "../../src/contract/site";
import { Island } from "./Island";
import * as css from "./Shell.css";
import { container } from "./ui.css";

const NAV_ID = "site-nav";

export function Header() {
  const { pathname } = useLocation();
  return (
    <header className={css.header}>
      <div className={`${container} ${css.headerInner}`}>
        <a href="/" className={css.brand}>
          San Antonio <span className={css.brandAccent}>Church Directory</span>
          <span className="visually-hidden"> — {SITE_NAME} home</span>
        </a>
        <Island name="MenuToggle" props={{ controls: NAV_ID }} />
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
              <Island name="SessionLink" props={{ currentPath: pathname }} />
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
