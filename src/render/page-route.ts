import type { ComponentType } from "react";
import type { AppContext } from "../app-context";
import type { SessionUser } from "../sessions/sessions";
import type { Lang } from "../contract/i18n/lang";
import type { Head } from "./document";
import type { DataScope } from "../db/data-version";

export interface PageLoadArgs {
  ctx: AppContext;
  params: Record<string, string | undefined>;
  /** The address without the language's prefix (/es/directory → /directory). */
  url: URL;
  /** The page's language: its texts, dates and links follow it (docs/i18n.md). */
  lang: Lang;
  /** This page's absolute address, on the configured origin (src/http/site-origin.ts). */
  pageUrl: string;
  /**
   * The signed-in user, for `signedIn` pages (never null there) and `private` ones (null when
   * signed out), neither of which is cached; null for every other page.
   */
  user: SessionUser | null;
  /** The request's Cookie header, for `private` pages only (a visitor's shortlist, docs/product.md V12); null for every other page. */
  cookies: string | null;
}

/** What a loader answers: the page's props and head, or that there is no such page. */
export type PageLoadResult<P> =
  | {
      props: P;
      head?: Omit<Head, "canonical">;
      status?: number;
      /**
       * When the page shows times relative to now ('Today 6:30 PM'), the moment it goes stale
       * although no data changed: the page cache keeps it no longer (docs/architecture.md, page cache).
       */
      expiresAt?: Date;
      /**
       * What the page shows, when it is less than everything: `{ church }` for a page of one
       * church's rows, which only that church's writes make stale (docs/caching.md). A page that
       * shows anything of another church must not say so.
       */
      scope?: DataScope;
      /**
       * What each serving of this page does besides sending it (counting a directory search,
       * docs/decisions/0036-monthly-reports.md): runs for the rendered page and again for every copy
       * the page cache sends later, so a cached page is still counted. It must be cheap and must not throw.
       */
      onServe?: (request: Request) => void;
    }
  | { notFound: true; head?: Omit<Head, "canonical"> };

/**
 * One entry of the page table: a react-router path, the page component and its loader (service
 * calls only; never the request's cookies, so the rendered HTML is the same for every visitor;
 * `signedIn` pages, never cached, get the signed-in `user`; `private` ones, never cached, the
 * cookies and the `user` if any).
 */
export interface PageRoute<P = any> {
  path: string;
  /** The query parameters the loader reads; URLs with any other are rendered but not cached. */
  query?: readonly string[];
  /**
   * A GET form's page: a parameter sent empty (a select left at 'any', as the form sends it without
   * JavaScript) is answered by a 301 to the same address without it, so every filter has one URL
   * (docs/decisions/0064-holiday-and-event-lists.md).
   */
  dropEmptyQuery?: true;
  /** Signed-in only (admins only with "admin"): others go to the sign-in page; never cached. */
  signedIn?: true | "admin";
  /**
   * A page drawn for one visitor (a mailed link's token, a form's time-trap token, what the
   * signed-in account may do there): rendered at each request and sent `private, no-store`
   * (docs/decisions/0046-hardening-round-3.md); its loader gets the `user`, or null
   * (docs/decisions/0059-forms-without-losses.md).
   */
  private?: true;
  component: ComponentType<P>;
  load: (args: PageLoadArgs) => PageLoadResult<P> | Promise<PageLoadResult<P>>;
}

export function definePage<P>(route: PageRoute<P>): PageRoute<P> {
  return route;
}
