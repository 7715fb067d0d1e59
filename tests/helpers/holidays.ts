import type { SpecialService } from "../../src/contract/service-times/occasions";
import type { Db } from "../../src/db/client";
import { createChurch } from "../../src/db/seed/factories";

/**
 * Churches with Christmas Eve 2026 services for the holiday tests, from the clock's Sunday 20
 * December 2026: a vigil the evening before, two on the day, and services that must not be listed.
 */
export const HOLIDAY_NOW = new Date("2026-12-20T18:00:00Z");
/** A point downtown, nearest to 'Alamo Chapel', then 'Mission Parish', then 'Hill Country Church'. */
export const DOWNTOWN = "29.43,-98.49";
/** A name a calendar must escape. */
export const HOSTILE_NAME = "St. Mark; Chapel, Downtown\nX-EVIL:1";

const christmasEve = (date: string, time: string, language: SpecialService["language"], title: string, note = ""): SpecialService => ({
  occasion: "christmas-eve",
  date,
  time,
  durationMinutes: 60,
  language,
  title,
  note,
});

export function createHolidayChurches(db: Db) {
  createChurch(db, { name: "Alamo Chapel", slug: "alamo-chapel", latitude: 29.4305, longitude: -98.4905, specialServices: [christmasEve("2026-12-24", "18:00", "english", "Family Service")] });
  createChurch(db, { name: "Hill Country Church", slug: "hill-country", latitude: 29.6, longitude: -98.6, specialServices: [christmasEve("2026-12-23", "19:00", "spanish", "Misa de Nochebuena")] });
  createChurch(db, {
    name: "Mission Parish",
    slug: "mission-parish",
    latitude: 29.5,
    longitude: -98.5,
    specialServices: [christmasEve("2026-12-24", "23:00", "bilingual", "Midnight Mass", "Carols from 10:30"), christmasEve("2025-12-24", "23:00", "bilingual", "Last year's Mass")],
  });
  createChurch(db, { name: "Pending Fellowship", slug: "pending", status: "pending", specialServices: [christmasEve("2026-12-24", "10:00", "english", "Not yet approved")] });
  createChurch(db, { name: "Christmas Day Chapel", slug: "christmas-day", specialServices: [{ ...christmasEve("2026-12-25", "10:00", "english", "Christmas Morning"), occasion: "christmas-day" }] });
}
