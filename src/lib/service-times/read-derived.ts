import * as z from "zod/mini";
import { DETAIL_SEPARATOR } from "../../contract/service-times/format";
import { DAY_LABELS, KIND_LABELS, LANGUAGE_LABELS, type WeeklyService } from "../../contract/service-times/options";
import { weeklyServiceSchema } from "../../contract/service-times/schemas";
import { formatClockTime, readClockTime, toMinutes } from "../../contract/service-times/time";

/**
 * Our own display strings ('Sunday 3:30 PM–5:00 PM · Spanish · ASL · Confession · Vigil') read
 * exactly, so that a service shown and sent back is the same service (docs/service-times.md).
 */

const CLOCK = "\\d{1,2}:\\d{2} [AP]M";
const DERIVED = new RegExp(`^(${Object.values(DAY_LABELS).join("|")}) (${CLOCK})(?:–(${CLOCK}))?((?: · [^·]+)*)$`);
const labelOf = <K extends string>(labels: Record<K, string>, text: string | undefined) =>
  (Object.keys(labels) as K[]).find((k) => labels[k] === text);

export function readDerived(text: string): WeeklyService | null {
  const m = DERIVED.exec(text);
  if (!m) return null;
  const [, dayLabel, start, end, rest] = m;
  const time = readClockTime(start!);
  const until = end ? readClockTime(end) : null;
  // Only the canonical spelling: '9:00 AM', not '09:00 AM'.
  if (!time || formatClockTime(time) !== start || (end && (!until || formatClockTime(until) !== end))) return null;
  const details = rest ? rest.slice(DETAIL_SEPARATOR.length).split(DETAIL_SEPARATOR) : [];
  const language = labelOf(LANGUAGE_LABELS, details[0]);
  if (language) details.shift();
  const asl = details[0] === "ASL";
  if (asl) details.shift();
  const kind = labelOf(KIND_LABELS, details[0]);
  if (kind) details.shift();
  if (details.length > 1) return null;
  const checked = z.safeParse(weeklyServiceSchema, {
    day: labelOf(DAY_LABELS, dayLabel),
    time,
    durationMinutes: until ? (toMinutes(until) - toMinutes(time) + 1440) % 1440 : undefined,
    language: language ?? "english",
    asl,
    kind: kind ?? "worship",
    note: details[0] ?? "",
  });
  return checked.success ? checked.data : null;
}
