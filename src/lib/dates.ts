import { centralParts } from "../contract/dates";

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();

/**
 * Minutes Central time is ahead of UTC at that instant (-300 or -360), read from the zone's rules
 * once per UTC hour: the zone's changes fall on whole UTC hours, so the hour's reading serves every
 * instant in it. A list of churches asks for hundreds of instants (labels' expiry, next services),
 * and the zone's formatter took a tenth of an uncached list (docs/decisions/0079-render-cost.md).
 */
export function centralOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = centralParts(new Date(hour * HOUR_MS));
    offset = (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) / HOUR_MS - hour) * 60;
    // Bounded: instants come from what people type too.
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** San Antonio's wall clock at an instant, as the UTC fields of a shifted Date. */
const wallClock = (at: Date) => new Date(at.getTime() + centralOffsetMinutes(at) * 60000);
const two = (n: number) => String(n).padStart(2, "0");

/** The calendar day in San Antonio (America/Chicago), as YYYY-MM-DD. */
export function centralDay(at: Date = new Date()): string {
  const wall = wallClock(at);
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
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
  const offset = centralOffsetMinutes(at);
  const wall = wallClock(at);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${centralDay(at)}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
