import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ShellBottom, ShellTop } from "../../web/components/Layout";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { dataVersion } from "../db/data-version";

export interface ShellPart {
  html: string;
  islands: Set<string>;
}

const parts = new Map<string, ShellPart>();
const MAX_PARTS = 1000;

function render(key: string, element: React.ReactElement, context: PageContextValue, pathname: string): ShellPart {
  const known = parts.get(key);
  if (known) return known;
  const islands = new Set<string>();
  const html = renderToString(
    <PageContext.Provider value={{ ...context, islandsUsed: islands }}>
      <StaticRouter location={pathname}>{element}</StaticRouter>
    </PageContext.Provider>,
  );
  if (parts.size >= MAX_PARTS) parts.clear();
  const part = { html, islands };
  parts.set(key, part);
  return part;
}

/**
 * The shell around every page, rendered once per path (the header marks the current route) and
 * data version (the demo notice), not once per request.
 */
export function shellParts(context: PageContextValue, pathname: string): { top: ShellPart; bottom: ShellPart } {
  const version = `${dataVersion()}|${context.year}|${context.hasDemoData}`;
  return {
    top: render(`top|${version}|${pathname}`, <ShellTop />, context, pathname),
    bottom: render(`bottom|${version}`, <ShellBottom />, context, pathname),
  };
}
