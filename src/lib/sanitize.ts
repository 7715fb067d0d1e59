import sanitizeHtml from "sanitize-html";

/**
 * The strict allow-list for article HTML: text structure, links and images only. No script,
 * style, form, iframe, event handler, or javascript:/data: link survives.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "strong", "em", "b", "i", "u", "a", "img", "figure", "figcaption", "hr"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The visible text of some HTML (for read time and descriptions). */
export function htmlToText(html: string): string {
  // Blocks and line breaks separate words: '<p>a.</p><p>b</p>' reads 'a. b'.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|div)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
