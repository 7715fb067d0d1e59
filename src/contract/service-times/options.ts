import { SERVICE_LANGUAGES, type ServiceLanguage } from "../options";

/**
 * The model of service times (docs/service-times.md): weekly services and dated special services.
 * Isomorphic: the forms, the pages and the server share these lists, labels and types.
 */

/** Sunday first: the order services are listed in. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Adoration and the devotions (rosary, novena, Stations of the Cross) are kinds of their own: people search for them by name. */
export const SERVICE_KINDS = ["worship", "mass", "bible-study", "prayer", "youth", "confession", "adoration", "rosary", "novena", "stations-of-the-cross", "other"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export { SERVICE_LANGUAGES, type ServiceLanguage };

export const DAY_LABELS: Record<Weekday, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

export const KIND_LABELS: Record<ServiceKind, string> = {
  worship: "Worship",
  mass: "Mass",
  "bible-study": "Bible study",
  prayer: "Prayer",
  youth: "Youth",
  confession: "Confession",
  adoration: "Adoration",
  rosary: "Rosary",
  novena: "Novena",
  "stations-of-the-cross": "Stations of the Cross",
  other: "Other",
};

export const LANGUAGE_LABELS: Record<ServiceLanguage, string> = {
  english: "English",
  spanish: "Spanish",
  bilingual: "Bilingual",
  other: "Other language",
};

/** How a service can be attended (docs/service-times.md, Attendance): hybrid is in person and online at once. */
export const ATTENDANCES = ["in-person", "online", "hybrid"] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  "in-person": "In person",
  online: "Online only",
  hybrid: "In person and online",
};

/** What a service is when nothing says it can be watched online. */
export const IN_PERSON = { attendance: "in-person", streamUrl: "" } as const satisfies { attendance: Attendance; streamUrl: string };

/** Whether a service can be watched online. */
export const isOnline = (s: { attendance: Attendance }) => s.attendance !== "in-person";

export const DEFAULT_DURATION_MINUTES = 60;
export const MIN_DURATION_MINUTES = 5;
/** Twelve hours: longer is not one service (a vigil through the night is two rows). */
export const MAX_DURATION_MINUTES = 720;
/** 'Traditional', 'Livestreamed', 'Vigil': a short note, not a description. */
export const NOTE_MAX = 60;
export const TITLE_MAX = 80;

/** A service held every week, at a wall-clock time in San Antonio. */
export interface WeeklyService {
  day: Weekday;
  /** 24-hour 'HH:MM', America/Chicago. */
  time: string;
  durationMinutes: number;
  language: ServiceLanguage;
  /** Interpreted in American Sign Language. */
  asl: boolean;
  kind: ServiceKind;
  note: string;
  attendance: Attendance;
  /** The https address the service streams at: set for online and hybrid services, '' otherwise. */
  streamUrl: string;
}

/**
 * A weekly service as stored. A row read from text the parser could not fully understand is kept,
 * never dropped: `needsReview` is set, `note` holds the original text and `day` / `time` are what
 * could be read (null when nothing), for the owner or an admin to complete.
 */
export interface ServiceRow extends Omit<WeeklyService, "day" | "time"> {
  day: Weekday | null;
  time: string | null;
  needsReview: boolean;
}

/** A row that is a complete weekly service: read fully, nothing left to review. */
export const isWeeklyService = (row: ServiceRow): row is ServiceRow & WeeklyService =>
  !row.needsReview && row.day !== null && row.time !== null;
