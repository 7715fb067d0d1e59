/** Words for the analytics charts, read from the period key itself (San Antonio days YYYY-MM-DD, months YYYY-MM), never through a time zone. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const parts = (period: string) => period.split("-").map(Number) as [number, number, number?];

/** The axis label: 'Nov 2' for a day, 'Nov' for a month. */
export function shortLabel(period: string): string {
  const [, month, day] = parts(period);
  return day === undefined ? MONTHS[month - 1]! : `${MONTHS[month - 1]} ${day}`;
}

/** The table's label: 'Nov 2, 2026' for a day, 'Nov 2026' for a month. */
export function longLabel(period: string): string {
  const [year, month, day] = parts(period);
  return day === undefined ? `${MONTHS[month - 1]} ${year}` : `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A median may fall between two churches: one decimal then, none otherwise. */
export const figure = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));
