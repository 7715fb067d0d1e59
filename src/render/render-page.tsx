import { renderToString } from "react-dom/server";
import { matchRoutes, StaticRouter } from "react-router";
import type { AppContext } from "../app-context";
import { dataVersion } from "../db/data-version";
import { hasDemoData } from "../features/churches/service";
import { NotFoundPage } from "../../web/pages/NotFoundPage";
import { messages } from "../contract/messages";
import { Document, type Head } from "./document";
import type { PageRoute } from "./page-route";

export interface RenderedPage {
  status: number;
  html: string;
  /** The page table's entry that answered, if any. */
  route?: PageRoute;
  /** The data version the page was rendered at (for the page cache). */
  version: number;
}

function absoluteUrl(ctx: AppContext, url: URL): string {
  const base = ctx.env.PUBLIC_URL ?? url.origin;
  return new URL(url.pathname, base).toString();
}

/** Matches the URL against the page table, runs the loader, and streams the document. */
export async function renderPage(ctx: AppContext, table: PageRoute[], url: URL): Promise<RenderedPage> {
  const version = dataVersion();
  const match = matchRoutes(table.map((route) => ({ path: route.path, route })), url.pathname)?.at(-1);
  let status = 404;
  let head: Omit<Head, "canonical"> = { title: messages.notFoundTitle, description: messages.notFoundBody, noindex: true };
  let page = <NotFoundPage />;
  const route = match?.route.route;
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
  const html = renderToString(
    <StaticRouter location={url.pathname + url.search}>
    <Document
      head={{ ...head, canonical: absoluteUrl(ctx, url) }}
      stylesheet={ctx.assets.css}
      entryScript={ctx.assets.entry}
      context={{
        islandChunks: ctx.assets.islands,
        hasDemoData: hasDemoData(ctx.db),
        year: new Date().getFullYear(),
        map: { tileUrl: ctx.env.MAP_TILE_URL, attribution: ctx.env.MAP_ATTRIBUTION, leafletCss: ctx.assets.leafletCss },
      }}
    >
      {page}
    </Document>
    </StaticRouter>,
  );
  return { status, html: `<!DOCTYPE html>${html}`, version, route };
}
