/**
 * Dated exceptions to a weekly service (docs/service-times.md, Exceptions): on one date the service
 * is cancelled, moved to another time, held online only (at a stream), or changed (what changes
 * is in the note). The weekly
 * service is named by its weekday (the date's) and its own start time, so an exception outlives a
 * save of the weekly rows that keeps the service.
 */
export const EXCEPTION_KINDS = ["cancelled", "moved", "online", "changed"] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** The longest public note on an exception ('Baptism: one service at 10:30'). */
export const EXCEPTION_NOTE_MAX = 140;
/** How far ahead an exception may be set. */
export const EXCEPTION_DAYS_AHEAD = 365;

export interface ServiceException {
  id: number;
  /** The date of the weekly service it changes, 'YYYY-MM-DD' in San Antonio. */
  date: string;
  /** The weekly service's own start, 'HH:MM'. */
  time: string;
  kind: ExceptionKind;
  /** Where a moved service starts instead, 'HH:MM'; null otherwise. */
  newTime: string | null;
  /** Where a service held online only that date streams ('' for the service's own stream, or another kind). */
  streamUrl: string;
  /** What visitors are told, as the church wrote it. */
  note: string;
  /** The same in Spanish, '' when the church gave none. */
  noteEs: string;
}

/** An exception as stored: when it was last set is its calendar override's LAST-MODIFIED. */
export interface StoredException extends ServiceException {
  updatedAt: Date;
}
