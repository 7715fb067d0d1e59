import type { ReactNode } from "react";
import { layoutText } from "../../src/contract/i18n/layout-text";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { useText } from "./lang-context";
import { SaveForm } from "./SaveButton";
import { usePageContext } from "./page-context";
import * as css from "./Shell.css";

// The shared shell of every page, in three parts: the server renders the top and the bottom once
// per path and data version (src/render/shell.ts) and the main part for every page.

/** Skip link, header and the demo-data notice. */
export function ShellTop() {
  const { hasDemoData } = usePageContext();
  const t = useText(layoutText);
  return (
    <>
      <a href="#main" className={css.skipLink}>
        {t("skipToContent")}
      </a>
      <Header />
      {hasDemoData ? (
        <aside aria-label={t("aboutListings")}>
          <p className={css.demoNotice}>{t("demoNotice")}</p>
        </aside>
      ) : null}
    </>
  );
}

export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={css.main} tabIndex={-1}>
      {children}
    </main>
  );
}

/** Footer, the form the Save buttons send, and the toasts. */
export function ShellBottom() {
  return (
    <>
      <Footer />
      <SaveForm />
      {/* Empty until a toast shows (web/enhance/toaster.ts); a live region from the start, so it is heard. */}
      <div className={css.toastRegion} role="status" aria-live="polite" data-enhance="toaster" />
    </>
  );
}
