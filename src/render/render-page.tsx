import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { AppContext } from "../app-context";
import { hasDemoData } from "../features/churches/service";
import { messages } from "../contract/messages";
import { NotFoundPage } from "../../web/pages/NotFoundPage";
import { Main } from "../../web/components/Layout";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { publicEnv } from "../env";
import { documentHtml, type Head } from "./document";
import type { PageRoute } from "./page-route";
import { matchPage } from "./page-matcher";
import { shellParts } from "./shell";

export interface RenderedPage {
  status: number;
  html: string;
  /** The data version the page was rendered at (for the page cache). */
  version: number;
  /** The page table's entry that answered, if any. */
  route?: PageRoute;
}

/** The canonical address: repeated slashes (which the router matches as one) folded, so `//` is not read as a host. */
function absoluteUrl(ctx: AppContext, url: URL): string {
  return new URL(url.pathname.replace(/\/{2,}/g, "/"), ctx.env.PUBLIC_URL ?? url.origin).toString();
}

/**
 * Matches the URL against the page table, runs the loader, renders the page's main part with
 * React, and puts it in the document with the shell (rendered once per path and data version).
 */
export async function renderPage(ctx: AppContext, table: PageRoute[], url: URL): Promise<RenderedPage> {
  const version = ctx.db.dataVersion.current;
  const match = matchPage(table, url.pathname);
  let status = 404;
  let head: Omit<Head, "canonical"> = { title: messages.notFoundTitle, description: messages.notFoundBody, noindex: true };
  let page = <NotFoundPage />;
  const route = match?.route;
  if (match && route) {
    const result = await route.load({ ctx, params: match.params, url });
    if ("props" in result) {
      const Component = route.component;
      page = <Component {...result.props} />;
      status = result.status ?? 200;
      head = result.head ?? {};
    } else if (result.head) {
      head = { ...result.head, noindex: true };
    }
  }

  const islandsUsed = new Set<string>();
  // Only the allow-listed configuration reaches the browser (island props are public).
  const browser = publicEnv(ctx.env);
  const context: PageContextValue = {
    hasDemoData: hasDemoData(ctx.db),
    year: new Date().getFullYear(),
    map: { tileUrl: browser.mapTileUrl, attribution: browser.mapAttribution, leafletCss: ctx.assets.leafletCss },
  };
  const main = renderToString(
    <PageContext.Provider value={{ ...context, islandsUsed }}>
      <StaticRouter location={url.pathname + url.search}>
        <Main>{page}</Main>
      </StaticRouter>
    </PageContext.Provider>,
  );
  const shell = shellParts(ctx.db, context, url.pathname);
  const islands = new Set([...shell.top.islands, ...islandsUsed, ...shell.bottom.islands]);
  const html = documentHtml({
    head: { ...head, canonical: absoluteUrl(ctx, url) },
    stylesheet: ctx.assets.css,
    entryScript: ctx.assets.entry,
    preloads: [...islands].flatMap((name) => ctx.assets.islands[name] ?? []),
    body: shell.top.html + main + shell.bottom.html,
  });
  return { status, html, version, route };
}
