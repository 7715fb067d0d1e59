/**
 * Turns what a visitor typed into an FTS5 query: each word becomes a quoted prefix term, all
 * words must match. Quotes and operators in the input are dropped, so no input is a syntax error.
 * Answers null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `"${w}"*`).join(" ") : null;
}
