/** Words as lower-case letters and digits joined by hyphens, accents dropped; '' when none is left. */
function hyphenated(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** 'St. Mark's Episcopal Church' → 'st-marks-episcopal-church'. */
export function slugify(text: string): string {
  return hyphenated(text) || "item";
}

/**
 * A download's file name from what it holds ('Grace Church', 'ics' → 'grace-church.ics'): letters,
 * digits and hyphens only, so a Content-Disposition header and every file system take it as
 * written; `fallback` when the text has none of them (a title in another script).
 */
export function fileNameOf(text: string, extension: string, fallback: string): string {
  return `${hyphenated(text).replace(/-+$/, "") || fallback}.${extension}`;
}
