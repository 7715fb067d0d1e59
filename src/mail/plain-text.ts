import { convert } from "html-to-text";

/**
 * The text part's reading of a message's HTML (docs/decisions/0054-mail-links-and-editions.md):
 * entities decoded, a link's address kept beside its words ('our services [https://…]'), a
 * picture as its description and address, lists and quotes marked. Lines are not wrapped, like
 * the rest of the text part: clients wrap, and a wrapped address would no longer be one.
 */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      ...(["h1", "h2", "h3", "h4", "h5", "h6"] as const).map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  }).trim();
}
