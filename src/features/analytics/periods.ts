/**
 * The days and months the owner's charts cover, counted back from a San Antonio day
 * (YYYY-MM-DD) by calendar arithmetic, so a daylight-saving change never skips or repeats one.
 */

const DAY_MS = 86_400_000;

/** The `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const end = Date.UTC(y, m - 1, d);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The `count` months (YYYY-MM) ending with the month of `today`, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return at.toISOString().slice(0, 7);
  });
}
