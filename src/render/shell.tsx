import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ShellBottom, ShellTop } from "../../web/components/Layout";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { localePath, SPANISH_PREFIX, type Lang } from "../contract/i18n/lang";
import { LangContext } from "../../web/components/lang-context";
import { memoByVersion, type Versioned } from "../db/data-version";

export interface ShellPart {
  html: string;
  islands: Set<string>;
}

const parts = memoByVersion<string, ShellPart>(1000);

function render(element: React.ReactElement, context: PageContextValue, lang: Lang, location: string): ShellPart {
  const islands = new Set<string>();
  const html = renderToString(
    <LangContext.Provider value={lang}>
      <PageContext.Provider value={{ ...context, islandsUsed: islands }}>
        {/* The basename puts the language's prefix on the header's links (docs/i18n.md, Addresses). */}
        <StaticRouter basename={lang === "es" ? SPANISH_PREFIX : undefined} location={localePath(lang, location)}>
          {element}
        </StaticRouter>
      </PageContext.Provider>
    </LangContext.Provider>,
  );
  return { html, islands };
}

/**
 * The shell around every page, rendered once per language, path and query (the header marks the
 * current route, and its language switch keeps the query) and data version (the demo notice), not
 * once per request.
 */
export function shellParts(db: Versioned, context: PageContextValue, lang: Lang, location: string): { top: ShellPart; bottom: ShellPart } {
  const key = `${context.year}|${context.hasDemoData}|${lang}`;
  return {
    top: parts(db, `top|${key}|${location}`, () => render(<ShellTop />, context, lang, location)),
    bottom: parts(db, `bottom|${key}`, () => render(<ShellBottom />, context, lang, location)),
  };
}
