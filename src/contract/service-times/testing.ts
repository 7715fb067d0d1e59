import { IN_PERSON, type WeeklyService } from "./options";

/** For tests: an hour of English worship on Sunday at 10:00, with what differs given. */
export const weeklyService = (more: Partial<WeeklyService> = {}): WeeklyService => ({
  day: "sunday",
  time: "10:00",
  durationMinutes: 60,
  language: "english",
  asl: false,
  kind: "worship",
  note: "",
  ...IN_PERSON,
  ...more,
});
