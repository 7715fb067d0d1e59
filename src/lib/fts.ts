/**
 * Words nearly every listing contains. Matching them reads the whole index and narrows nothing,
 * so they are left out of a search that has other words ('grace church' searches 'grace').
 */
const COMMON_WORDS = new Set(["church", "churches", "iglesia", "the", "of", "and", "de", "la", "del", "el", "los", "las", "san", "antonio", "tx"]);

/**
 * Turns what a visitor typed into an FTS5 query: each word becomes a quoted prefix term, all
 * words must match. Quotes and operators in the input are dropped, so no input is a syntax error.
 * Answers null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  const telling = words.filter((w) => !COMMON_WORDS.has(w));
  const terms = telling.length ? telling : words;
  return terms.length ? terms.map((w) => `"${w}"*`).join(" ") : null;
}
