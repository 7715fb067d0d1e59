import { centralOffsetMinutes, centralParts } from "../contract/dates";

/** The calendar day in San Antonio (America/Chicago), as YYYY-MM-DD. */
export function centralDay(at: Date = new Date()): string {
  const p = centralParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant of a wall-clock time in San Antonio ('2026-12-24', 18, 30). */
export function centralToUtc(day: string, hour: number, minute: number): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d, hour, minute));
  const first = new Date(guess.getTime() - centralOffsetMinutes(guess) * 60000);
  // Across a daylight-saving change the offset of the guess and of the answer can differ.
  return new Date(guess.getTime() - centralOffsetMinutes(first) * 60000);
}

/** The next midnight in San Antonio after `now`: when pages that name today's date go stale. */
export function nextCentralMidnight(now: Date = new Date()): Date {
  const tomorrow = new Date(centralToUtc(centralDay(now), 12, 0).getTime() + 86_400_000);
  return centralToUtc(centralDay(tomorrow), 0, 0);
}

/** An instant as ISO 8601 on San Antonio's clock with its offset: '2026-12-24T23:00:00-06:00' (JSON-LD dates). */
export function centralIso(at: Date): string {
  const p = centralParts(at);
  const offset = centralOffsetMinutes(at);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`;
}
