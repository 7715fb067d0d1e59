import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { AppContext } from "../app-context";
import { hasDemoData } from "../features/churches/service";
import { translator } from "../contract/i18n/catalogue";
import { commonText } from "../contract/i18n/common-text";
import { localePath, type Lang } from "../contract/i18n/lang";
import { StatusPage } from "../../web/pages/StatusPage";
import { Main } from "../../web/components/Layout";
import { LangContext } from "../../web/components/lang-context";
import { PageContext, type PageContextValue } from "../../web/components/page-context";
import { publicEnv } from "../env";
import { siteUrl } from "../http/site-origin";
import type { ScriptManifest } from "./assets";
import { documentHtml, type DocumentParts, type Head } from "./document";
import { inlineStyle } from "./inline-style";
import type { PageText } from "./page-text";
import type { PageMatch } from "./page-matcher";
import { shellParts } from "./shell";
import type { SessionUser } from "../sessions/sessions";
import type { DataScope } from "../db/data-version";

export interface RenderedPage {
  status: number;
  text: PageText;
  /** The data version the page was rendered at (for the page cache). */
  version: number;
  /** What it shows, for the page cache (docs/caching.md); every visible row unless the loader said less. */
  scope?: DataScope;
  /** Past this moment (ms since the epoch) the page is stale whatever the data version. */
  expiresAt?: number;
  /** The loader's `onServe` (src/render/page-route.ts), kept with the cached copy. */
  onServe?: (request: Request) => void;
}

/** What goes inside the shell: the page's element, its status and its head. */
export interface PageBody {
  status: number;
  scope?: DataScope;
  expiresAt?: number;
  onServe?: (request: Request) => void;
  head: Omit<Head, "canonical">;
  page: ReactElement;
}

/**
 * Which page is drawn: its address without the language's prefix (what the page table and the
 * loaders know) and its language (docs/i18n.md, Addresses).
 */
export interface PageAddress {
  url: URL;
  lang: Lang;
}

/** The canonical address: on the configured origin, in the page's language, repeated slashes (which the router matches as one) folded. */
function canonicalUrl(ctx: AppContext, { url, lang }: PageAddress): string {
  return siteUrl(ctx.origin, localePath(lang, url.pathname.replace(/\/{2,}/g, "/")));
}

function notFound(lang: Lang, head?: Omit<Head, "canonical">): PageBody {
  const t = translator(commonText, lang);
  return {
    status: 404,
    head: { ...(head ?? { title: t("notFoundTitle"), description: t("notFoundBody") }), noindex: true },
    page: <StatusPage title={t("notFoundTitle")} body={t("notFoundBody")} />,
  };
}

/** Runs the matched page's loader; no match is the not-found page. */
async function loadBody(ctx: AppContext, match: PageMatch | null, { url, lang }: PageAddress, pageUrl: string, user: SessionUser | null, cookies: string | null): Promise<PageBody> {
  if (!match) return notFound(lang);
  const result = await match.route.load({ ctx, params: match.params, url, lang, pageUrl, user, cookies: match.route.private ? cookies : null });
  if (!("props" in result)) return notFound(lang, result.head);
  const Component = match.route.component;
  return { status: result.status ?? 200, scope: result.scope, expiresAt: result.expiresAt?.getTime(), onServe: result.onServe, head: result.head ?? {}, page: <Component {...result.props} /> };
}

/**
 * Renders the page the request handler matched (src/server.ts matches once and passes the match
 * down): runs the loader, renders the page's main part with React, and puts it in the document
 * with the shell (rendered once per path and data version).
 */
export async function renderPage(ctx: AppContext, address: PageAddress, match: PageMatch | null, user: SessionUser | null = null, cookies: string | null = null): Promise<RenderedPage> {
  // Read before the loader: a write while it runs leaves the page marked stale.
  const version = ctx.db.dataVersion.current;
  const pageUrl = canonicalUrl(ctx, address);
  const body = await loadBody(ctx, match, address, pageUrl, user, cookies);
  return { version, scope: body.scope, expiresAt: body.expiresAt, onServe: body.onServe, ...renderDocument(ctx, address, pageUrl, body, match?.route.query) };
}

/** A page a route already has the element of: a form post without JavaScript shown again with its messages (docs/decisions/0022-forms-without-javascript.md). */
export function renderBodyPage(ctx: AppContext, address: PageAddress, body: PageBody): RenderedPage {
  const version = ctx.db.dataVersion.current;
  return { version, ...renderDocument(ctx, address, canonicalUrl(ctx, address), body) };
}

/** The page a visitor sees when a page's loader failed: status 500 inside the site's shell. */
export function renderErrorPage(ctx: AppContext, address: PageAddress): RenderedPage {
  const version = ctx.db.dataVersion.current;
  const t = translator(commonText, address.lang);
  const body: PageBody = { status: 500, head: { title: t("serverErrorTitle"), description: t("serverError"), noindex: true }, page: <StatusPage title={t("serverErrorTitle")} body={t("serverError")} /> };
  return { version, ...renderDocument(ctx, address, canonicalUrl(ctx, address), body) };
}

/**
 * Every page runs the shell's enhancers; React and the island loaders come only with an island
 * (docs/decisions/0039-shell-without-react.md), and after the first paint: the shell's entry adds
 * them with their preloads (docs/decisions/0040-first-paint.md). Preloads: every chunk these files
 * import statically and the islands' chunks, each once.
 */
export function pageScripts(assets: ScriptManifest, islands: ReadonlySet<string>): Pick<DocumentParts, "scripts" | "preloads" | "islandScripts"> {
  const islandFiles: Record<string, string> = {};
  for (const name of islands) if (assets.islands[name]) islandFiles[name] = assets.islands[name];
  const islandChunks = Object.values(islandFiles);
  const shellPreloads = assets.staticImports[assets.shellEntry] ?? [];
  if (!islandChunks.length) return { scripts: [assets.shellEntry], preloads: shellPreloads };
  const islandPreloads = new Set([...islandChunks, ...[assets.islandEntry, ...islandChunks].flatMap((file) => assets.staticImports[file] ?? [])]);
  for (const chunk of shellPreloads) islandPreloads.delete(chunk);
  return { scripts: [assets.shellEntry], preloads: shellPreloads, islandScripts: { entry: assets.islandEntry, preloads: [...islandPreloads], islands: islandFiles } };
}

/** The page in each language, for `hreflang` (docs/i18n.md, Addresses): only a page that exists is offered. */
function languageAlternates(ctx: AppContext, url: URL): Record<Lang, string> {
  const path = url.pathname.replace(/\/{2,}/g, "/");
  return { en: siteUrl(ctx.origin, path), es: siteUrl(ctx.origin, localePath("es", path)) };
}

/**
 * Renders the page in its shell. `pageQuery` names the query parameters the page reads: the
 * header's language switch keeps those and drops the rest (a refused form's message, junk).
 */
function renderDocument(ctx: AppContext, { url, lang }: PageAddress, pageUrl: string, { status, head, page }: PageBody, pageQuery: readonly string[] = []): { status: number; text: PageText } {
  const islandsUsed = new Set<string>();
  // Only the allow-listed configuration reaches the browser (island props are public).
  const browser = publicEnv(ctx.env);
  const context: PageContextValue = {
    hasDemoData: hasDemoData(ctx.db),
    year: new Date().getFullYear(),
    map: { tileUrl: browser.mapTileUrl, attribution: browser.mapAttribution, leafletCss: ctx.assets.leafletCss },
  };
  const main = renderToString(
    <LangContext.Provider value={lang}>
      <PageContext.Provider value={{ ...context, islandsUsed }}>
        <StaticRouter location={url.pathname + url.search}>
          <Main>{page}</Main>
        </StaticRouter>
      </PageContext.Provider>
    </LangContext.Provider>,
  );
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => pageQuery.includes(name)));
  const shell = shellParts(context, lang, url.pathname + (kept.size ? `?${kept}` : ""));
  const islands = new Set([...shell.top.islands, ...islandsUsed, ...shell.bottom.islands]);
  const text = documentHtml({
    head: { ...head, canonical: pageUrl, lang, languages: status === 200 ? languageAlternates(ctx, url) : undefined },
    style: inlineStyle(ctx.assets.css).text,
    ...pageScripts(ctx.assets.scripts[lang], islands),
    body: shell.top.html + main + shell.bottom.html,
  });
  return { status, text };
}
