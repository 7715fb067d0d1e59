import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ShellBottom, ShellTop } from "../../web/components/Layout";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { localePath, SPANISH_PREFIX, type Lang } from "../contract/i18n/lang";
import { LangContext } from "../../web/components/lang-context";

export interface ShellPart {
  html: string;
  islands: Set<string>;
}

/** The shell reads no row: its key holds all it depends on (year, demo notice, language, path and query). */
const parts = new Map<string, ShellPart>();
const SHELL_PARTS = 1000;
function part(key: string, make: () => ShellPart): ShellPart {
  let kept = parts.get(key);
  if (!kept) {
    if (parts.size >= SHELL_PARTS) parts.delete(parts.keys().next().value!);
    parts.set(key, (kept = make()));
  }
  return kept;
}

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
 * current route, and its language switch keeps the query), year and demo notice, not once per
 * request and not again after a write.
 */
export function shellParts(context: PageContextValue, lang: Lang, location: string): { top: ShellPart; bottom: ShellPart } {
  const key = `${context.year}|${context.hasDemoData}|${lang}`;
  return {
    top: part(`top|${key}|${location}`, () => render(<ShellTop />, context, lang, location)),
    bottom: part(`bottom|${key}`, () => render(<ShellBottom />, context, lang, location)),
  };
}
