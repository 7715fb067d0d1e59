import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ShellBottom, ShellTop } from "../../web/components/Layout";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { memoByVersion, type Versioned } from "../db/data-version";

export interface ShellPart {
  html: string;
  islands: Set<string>;
}

const parts = memoByVersion<string, ShellPart>(1000);

function render(element: React.ReactElement, context: PageContextValue, pathname: string): ShellPart {
  const islands = new Set<string>();
  const html = renderToString(
    <PageContext.Provider value={{ ...context, islandsUsed: islands }}>
      <StaticRouter location={pathname}>{element}</StaticRouter>
    </PageContext.Provider>,
  );
  return { html, islands };
}

/**
 * The shell around every page, rendered once per path (the header marks the current route) and
 * data version (the demo notice), not once per request.
 */
export function shellParts(db: Versioned, context: PageContextValue, pathname: string): { top: ShellPart; bottom: ShellPart } {
  const key = `${context.year}|${context.hasDemoData}`;
  return {
    top: parts(db, `top|${key}|${pathname}`, () => render(<ShellTop />, context, pathname)),
    bottom: parts(db, `bottom|${key}`, () => render(<ShellBottom />, context, pathname)),
  };
}
