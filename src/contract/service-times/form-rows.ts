import { centralParts } from "../dates";
import type { ServiceToReview } from "./fields";
import { nextOccurrence, type Occasion, type SpecialService } from "./occasions";
import { DEFAULT_DURATION_MINUTES, type WeeklyService } from "./options";

/**
 * The service rows of the church and update-request forms as the controls hold them: text, one
 * object per row (docs/service-times.md, 'The forms'). With JavaScript the island turns them into
 * a JSON body; without it the browser posts them as `serviceTimes[2][day]` fields and the server
 * reads them back with `serviceFieldsOfForm`. Either way the same schema checks the result.
 */

/** A weekly row. A row to review also carries the text as written and whether to keep it so. */
export interface WeeklyFormRow {
  day: string;
  time: string;
  durationMinutes: string;
  language: string;
  asl: boolean;
  kind: string;
  note: string;
  attendance: string;
  streamUrl: string;
  /** The original text of a row the parser flagged, '' for an ordinary row. */
  review: string;
  /** Send the row back to review as written (it stays flagged) rather than as a weekly service. */
  keepReview: boolean;
  /** The service as stored, in one line; any edit drops it (see `withSavedLines`). */
  line?: string;
}

export interface SpecialFormRow {
  occasion: string;
  date: string;
  time: string;
  durationMinutes: string;
  language: string;
  title: string;
  note: string;
  /** The service as stored, in one line; any edit drops it (see `withSavedLines`). */
  line?: string;
}

export interface ServiceFormRows {
  weekly: WeeklyFormRow[];
  special: SpecialFormRow[];
}

/** Rows added to the ones a church has when the form works without JavaScript (no Add button). */
export const SPARE_ROWS_WITHOUT_JS = 2;

export const blankWeeklyRow = (): WeeklyFormRow => ({
  day: "",
  time: "",
  durationMinutes: String(DEFAULT_DURATION_MINUTES),
  language: "english",
  asl: false,
  kind: "worship",
  note: "",
  attendance: "in-person",
  streamUrl: "",
  review: "",
  keepReview: false,
});

export const blankSpecialRow = (): SpecialFormRow => ({
  occasion: "christmas-eve",
  date: "",
  time: "",
  durationMinutes: String(DEFAULT_DURATION_MINUTES),
  language: "english",
  title: "",
  note: "",
});

/** San Antonio's date today, 'YYYY-MM-DD'. */
export function centralToday(now = new Date()): string {
  const p = centralParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The date a special row gets when its occasion is picked: the occasion's next one ('' for 'other'). */
export const occasionDateFor = (occasion: string, today: string): string => nextOccurrence(occasion as Occasion, today) ?? "";

/** A church's services as form rows: weekly services, then the rows to review, kept as written until completed. */
export function formRowsOf(church: { serviceTimes: WeeklyService[]; servicesToReview: ServiceToReview[]; specialServices: SpecialService[] } | null): ServiceFormRows {
  if (!church) return { weekly: [], special: [] };
  return {
    weekly: [
      ...church.serviceTimes.map((s) => ({ ...s, durationMinutes: String(s.durationMinutes), review: "", keepReview: false })),
      ...church.servicesToReview.map((r) => ({ ...blankWeeklyRow(), day: r.day ?? "", time: r.time ?? "", review: r.note, keepReview: true })),
    ],
    special: church.specialServices.map((s) => ({ ...s, durationMinutes: String(s.durationMinutes) })),
  };
}

/** Each stored row's line, by place ('Sunday 10:00 AM · Mass'); null where a row cannot be one. */
export interface SavedLines {
  weekly: (string | null)[];
  special: (string | null)[];
}

/**
 * The rows with the lines the server wrote for them (`savedLinesOf`, lines.ts), so the island
 * needs no date or time formatters: a form with many stored services shows each as its line until
 * it is edited (docs/service-times.md, 'The forms').
 */
export function withSavedLines(rows: ServiceFormRows, lines: SavedLines | undefined): ServiceFormRows {
  const withLine = <R extends { line?: string }>(row: R, line: string | null | undefined): R => (line ? { ...row, line } : row);
  return { weekly: rows.weekly.map((r, i) => withLine(r, lines?.weekly[i])), special: rows.special.map((r, i) => withLine(r, lines?.special[i])) };
}

/** The rows the form shows: with JavaScript at least one weekly row; without, the spare blank rows too. */
export function withSpareRows(rows: ServiceFormRows, scripted: boolean): ServiceFormRows {
  const spare = scripted ? 0 : SPARE_ROWS_WITHOUT_JS;
  const weeklySpare = Math.max(spare, rows.weekly.length === 0 ? 1 : 0);
  return {
    weekly: [...rows.weekly, ...Array.from({ length: weeklySpare }, blankWeeklyRow)],
    special: [...rows.special, ...Array.from({ length: spare }, blankSpecialRow)],
  };
}

/**
 * The body's service fields from the form's rows. Both lists keep one entry per form row (a blank
 * entry where the row went to the other list, and blank entries are dropped by the schema), so a
 * message's path ('serviceTimes.2.time') names the row as the form shows it.
 */
export function serviceFieldsOfRows(rows: ServiceFormRows) {
  const kept = (r: WeeklyFormRow) => r.review !== "" && r.keepReview;
  return {
    serviceTimes: rows.weekly.map((r) =>
      kept(r) ? {} : { day: r.day, time: r.time, durationMinutes: r.durationMinutes, language: r.language, asl: r.asl, kind: r.kind, note: r.note, attendance: r.attendance, streamUrl: r.streamUrl },
    ),
    servicesToReview: rows.weekly.map((r) => (kept(r) ? { note: r.review, day: r.day, time: r.time } : {})),
    specialServices: rows.special.map((r) => ({ occasion: r.occasion, date: r.date, time: r.time, durationMinutes: r.durationMinutes, language: r.language, title: r.title, note: r.note })),
  };
}

/** A form field's name for a row's control: `serviceTimes[2][day]`. */
export const rowFieldName = (list: "serviceTimes" | "specialServices", index: number, field: string) => `${list}[${index}][${field}]`;

const ROW_FIELD = /^(serviceTimes|specialServices)\[(\d{1,2})\]\[([a-zA-Z]+)\]$/;
const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The rows a form post sent (fields named by `rowFieldName`); an unchecked checkbox sends
 * nothing, so `asl` and `keepReview` are true only when present. Indexes past the lists' limits
 * are ignored (the schema's own limits still apply to what is kept).
 */
export function formRowsOfPost(fields: Record<string, unknown>): ServiceFormRows {
  const weekly: Record<string, unknown>[] = [];
  const special: Record<string, unknown>[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const match = ROW_FIELD.exec(name);
    if (!match) continue;
    const list = match[1] === "serviceTimes" ? weekly : special;
    const index = Number(match[2]);
    list[index] ??= {};
    list[index]![match[3]!] = Array.isArray(value) ? value[0] : value;
  }
  // A field the post left out takes the blank row's value (a select always sends one).
  const given = (r: Record<string, unknown> | undefined) => Object.fromEntries(Object.entries(r ?? {}).map(([k, v]) => [k, text(v)]));
  return {
    weekly: Array.from(weekly, (r) => ({ ...blankWeeklyRow(), ...given(r), asl: r?.asl !== undefined, keepReview: r?.keepReview !== undefined })),
    special: Array.from(special, (r) => ({ ...blankSpecialRow(), ...given(r) })),
  };
}

/** The plain fields of a form post (no rows, nothing named with brackets), as the schema reads them. */
export function plainFieldsOfPost(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (name.includes("[") ? [] : [[name, text(Array.isArray(value) ? value[0] : value)]])));
}

/** A form as it was posted without JavaScript and refused: shown again with its values and the server's messages by path. */
export interface PostedForm {
  values: Record<string, string>;
  rows: ServiceFormRows;
  errors: Record<string, string>;
}
