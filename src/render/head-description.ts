/** The longest description a page's head gives (meta description, og:description). */
export const DESCRIPTION_LIMIT = 300;

/**
 * A page's description as its head gives it: on one line and at most `limit` characters. A longer
 * text is cut after its last whole word that fits, its trailing punctuation dropped, and ends with
 * '…', so a preview never ends mid-word ('… a food pantry and…'). A single word longer than the
 * limit is cut where it must be, never inside a character.
 */
export function headDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= limit) return flat;
  // The first `limit` characters hold the words that fit with room for the ellipsis.
  const room = chars.slice(0, limit).join("");
  const space = room.lastIndexOf(" ");
  const kept = space > 0 ? room.slice(0, space) : chars.slice(0, limit - 1).join("");
  return `${kept.replace(/[\s,;:.!?¿¡–—-]+$/u, "")}…`;
}
