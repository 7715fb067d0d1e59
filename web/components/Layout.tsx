import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Island } from "./Island";
import { usePageContext } from "./page-context";
import * as css from "./Shell.css";

/** The shared shell of every page: skip link, header, demo notice, main, footer, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { hasDemoData } = usePageContext();
  return (
    <>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <Header />
      {hasDemoData ? (
        <p className={css.demoNotice} role="note">
          Listings shown are sample data for demonstration; they describe no real congregation.
        </p>
      ) : null}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Island name="Toaster" props={{}} />
    </>
  );
}
