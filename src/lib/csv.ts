import { stringify } from "csv-stringify/sync";

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, or a tab/CR that hides one) gets a
 * leading apostrophe, so it shows as text (OWASP "CSV injection").
 */
export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return "";
  // Numbers are data (a longitude is negative); only text can smuggle a formula.
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV (CRLF, quotes doubled), with a BOM so spreadsheets read it as UTF-8. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map(neutralise))], { record_delimiter: "windows", quoted_match: /[",\r\n]/ })}`;
}

