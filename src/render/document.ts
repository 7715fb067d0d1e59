import { DEFAULT_DESCRIPTION, SITE_NAME } from "../contract/site";
import { intlLocale, otherLang, type Lang } from "../contract/i18n/lang";
import { jsonForScript } from "../contract/json-script";
import { headDescription } from "./head-description";
import { FIRST_FRAME_SCRIPT } from "./inline-script";
import type { PageText } from "./page-text";

/**
 * The picture a page without one of its own is shared with (public/site-card.png, drawn by
 * scripts/site-card.ts): the size link previews show large (docs/decisions/0055).
 */
export const SITE_CARD = { path: "/site-card.png", width: 1200, height: 630 } as const;

/** Open Graph's locale for a language: 'en_US', 'es_US', as the pages' dates and numbers are written (docs/i18n.md). */
const ogLocale = (lang: Lang) => intlLocale[lang].replace("-", "_");

/** Another form of the page's content, e.g. its feed (`<link rel="alternate">`, for autodiscovery). */
export interface Alternate {
  type: "application/rss+xml" | "text/calendar";
  title: string;
  /** A path on this site. */
  href: string;
}

export interface Head {
  /** Page title without the site name; the home page has none. */
  title?: string;
  description?: string;
  /** Absolute URL of this page. */
  canonical: string;
  ogType?: "website" | "article";
  /** Absolute URL of the page's own picture (the church's photo, the article's); else the site's card. */
  ogImage?: string;
  /** JSON-LD objects (structured data). */
  structuredData?: object[];
  noindex?: boolean;
  alternates?: Alternate[];
}

/** The head as the document writes it: with the page's language and, for a page that exists, its address in each language. */
export interface DocumentHead extends Head {
  lang: Lang;
  /** Absolute URLs of this page in English and in Spanish (`hreflang`, English the `x-default`). */
  languages?: Record<Lang, string>;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}


function hreflangLinks(languages: Record<Lang, string>): string[] {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
  return [link("en", languages.en), link("es", languages.es), link("x-default", languages.en)];
}

/** The page's picture, or the site's card on the page's origin with its size and words (a page's own picture's size is not known here). */
function ogImage(head: DocumentHead): string[] {
  const meta = (key: string, value: string) => `<meta property="${key}" content="${escapeHtml(value)}"/>`;
  if (head.ogImage) return [meta("og:image", head.ogImage)];
  return [
    meta("og:image", new URL(SITE_CARD.path, head.canonical).toString()),
    meta("og:image:type", "image/png"),
    meta("og:image:width", String(SITE_CARD.width)),
    meta("og:image:height", String(SITE_CARD.height)),
    meta("og:image:alt", SITE_NAME),
  ];
}

export interface DocumentParts {
  head: DocumentHead;
  /** The site's stylesheet, inlined (src/render/inline-style.ts). */
  style: string;
  /** Module scripts, run as soon as loaded: the shell's enhancers, and React only where an island is. */
  scripts: string[];
  /** The chunks those scripts import, preloaded (at low priority) so none waits for a second round trip. */
  preloads: string[];
  /**
   * On a page with an island: React's entry and the chunks it and the islands import, which the
   * shell's entry loads after the first paint (web/island-scripts.ts), and each island's chunk by
   * name, which React's entry imports when the island is needed (web/entry-client.tsx).
   */
  islandScripts?: { entry: string; preloads: string[]; islands: Record<string, string> };
  body: string;
}

/**
 * The HTML document around a rendered body. Written as a template: the head is a handful of
 * escaped values, and React's time is spent on the body alone. What the first paint needs comes
 * first and in this one response: the inlined stylesheet; the shell's script and its chunks load at
 * low priority, and React with the islands after the first paint, since the page is drawn without
 * them. (A page's lead picture, an <img> marked
 * `fetchPriority="high"`, gets its preload from React at the top of the body.) See
 * docs/decisions/0040-first-paint.md. Returned in pieces around the stylesheet, which a page's
 * gzip takes compressed once (src/render/page-text.ts).
 */
export function documentHtml({ head, style, scripts, preloads, islandScripts, body }: DocumentParts): PageText {
  const title = head.title ? `${head.title} — ${SITE_NAME}` : SITE_NAME;
  // Every description, whoever wrote it, is cut the same way (docs/decisions/0055).
  const description = headDescription(head.description ?? DEFAULT_DESCRIPTION);
  const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}"/>`;
  const top = [
    `<!DOCTYPE html><html lang="${head.lang}"><head><meta charset="utf-8"/>`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>`,
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}"/>`,
    ...(head.languages ? hreflangLinks(head.languages) : []),
    head.noindex ? `<meta name="robots" content="noindex"/>` : "",
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", head.title ?? SITE_NAME),
    meta("property", "og:description", description),
    meta("property", "og:type", head.ogType ?? "website"),
    meta("property", "og:url", head.canonical),
    meta("property", "og:locale", ogLocale(head.lang)),
    meta("property", "og:locale:alternate", ogLocale(otherLang(head.lang))),
    ...ogImage(head),
    ...(head.alternates ?? []).map((a) => `<link rel="alternate" type="${a.type}" title="${escapeHtml(a.title)}" href="${escapeHtml(a.href)}"/>`),
    // Every page has a wide picture (its own or the site's card): previews show it large.
    `<meta name="twitter:card" content="summary_large_image"/><meta name="theme-color" content="#1b3358"/>`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`,
    `<script>${FIRST_FRAME_SCRIPT}</script>`,
    `<style>`,
  ].join("");
  const rest = [
    `</style>`,
    // Before the scripts: the shell's entry, an async module, may run before the parser gets further.
    islandScripts ? `<script type="application/json" id="island-scripts">${jsonForScript(islandScripts)}</script>` : "",
    ...scripts.map((src) => `<script type="module" src="${escapeHtml(src)}" async fetchpriority="low"></script>`),
    ...preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low"/>`),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    `</head><body>`,
  ].join("");
  // Concatenated, not joined: the body (most of the bytes) is copied once, when it is encoded.
  return { before: top, style, after: rest + body + "</body></html>" };
}
