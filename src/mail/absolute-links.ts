import { siteUrl } from "../http/site-origin";
import { escapeHtml } from "../render/document";

/** Attributes that name an address a mail client would open or load. */
const URL_ATTRIBUTES = /(\s(?:href|src)=")([^"]*)(")/gi;
/** A tag's opening: the HTML reaching the composer is its own or sanitize-html's, both quoting every attribute with `"`. */
const OPENING_TAG = /<[a-z][a-z0-9]*\b[^>]*>/gi;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** A link or picture address as a mail client needs it: a site path made absolute; another site's address, a fragment or a protocol-relative one left alone. */
function absolute(origin: string, escaped: string): string {
  const value = unescape(escaped).trim();
  if (value === "" || value.startsWith("#") || value.startsWith("//") || SCHEME.test(value)) return escaped;
  return escapeHtml(siteUrl(origin, value.startsWith("/") ? value : `/${value}`));
}

/**
 * A mail has no page to be relative to: every `href` and `src` that is a site path ('/services/…',
 * '/uploads/…') is made absolute on the site's origin, PUBLIC_URL's (docs/mail.md, Links and pictures).
 */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(OPENING_TAG, (tag) => tag.replace(URL_ATTRIBUTES, (_, before: string, value: string, after: string) => before + absolute(origin, value) + after));
}
