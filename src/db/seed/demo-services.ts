import { addDays, daysBetween } from "../../contract/service-times/calendar-days";
import { nextOccurrence, type DatedOccasion, type SpecialService } from "../../contract/service-times/occasions";
import type { ServiceKind, Weekday } from "../../contract/service-times/options";
import type { WeeklyServiceInput } from "../../contract/service-times/schemas";
import type { ServiceLanguage } from "../../contract/options";

/**
 * The demo churches' service times (docs/service-times.md, Demo data): what San Antonio's
 * congregations really keep, varied by the church's index (never by chance) so every seed is the
 * same: Catholic Masses with a Saturday vigil, Spanish Sunday Masses, weekday Masses and Saturday
 * confessions; Baptist morning worship and Wednesday Bible study; evening services; bilingual and
 * Spanish-only churches; a few ASL-interpreted services; and special services for the coming
 * season, dated from today with the occasions' rules.
 */

/** How a church worships: its main language. West and South Side churches are mostly Hispanic. */
export type Voice = "english" | "bilingual" | "spanish";

export function demoVoice(area: string, index: number): Voice {
  const hispanicSide = area === "West Side" || area === "South Side";
  if (hispanicSide) return index % 3 === 0 ? "spanish" : "bilingual";
  return index % 7 === 2 ? "bilingual" : index % 11 === 5 ? "spanish" : "english";
}

const week = (day: Weekday, time: string, more: Partial<WeeklyServiceInput> = {}): WeeklyServiceInput => ({ day, time, ...more });
const WEEKDAYS_MON_FRI: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday"];

function catholic(voice: Voice, index: number): WeeklyServiceInput[] {
  const mass = (day: Weekday, time: string, language: ServiceLanguage = "english", more: Partial<WeeklyServiceInput> = {}) => week(day, time, { kind: "mass", language, ...more });
  const confession = week("saturday", "15:30", { kind: "confession", language: voice === "spanish" ? "spanish" : "english" });
  // Some parishes keep an hour of adoration on Thursday evening, or a Friday rosary.
  const devotions = [
    ...(index % 3 === 1 ? [week("thursday", "18:00", { kind: "adoration", language: voice === "spanish" ? "spanish" : "english" })] : []),
    ...(index % 4 === 2 ? [week("friday", "18:30", { kind: "rosary", language: voice === "english" ? "english" : "spanish", durationMinutes: 30 })] : []),
  ];
  // A weekday Mass before work; parishes differ in the hour.
  const weekday = WEEKDAYS_MON_FRI.map((day) => mass(day, index % 2 ? "07:00" : "12:05", voice === "spanish" ? "spanish" : "english", { durationMinutes: 30 }));
  if (voice === "spanish") {
    return [
      mass("saturday", "18:00", "spanish", { note: "Vigil" }),
      mass("sunday", "09:00", "spanish"),
      mass("sunday", "11:00", "spanish"),
      mass("sunday", "13:00", "spanish"),
      ...weekday,
      ...devotions,
      confession,
    ];
  }
  return [
    mass("saturday", "17:00", "english", { note: "Vigil" }),
    mass("sunday", "08:00"),
    mass("sunday", "10:00", voice === "bilingual" ? "bilingual" : "english"),
    mass("sunday", "12:00", "spanish"),
    ...(index % 3 === 0 ? [mass("sunday", "17:30", "english", { note: "Life Teen" })] : []),
    ...weekday,
    ...devotions,
    confession,
  ];
}

function baptist(voice: Voice, index: number): WeeklyServiceInput[] {
  const language: ServiceLanguage = voice;
  return [
    week("sunday", "08:30", { language, note: index % 2 ? "Traditional" : "" }),
    week("sunday", "09:45", { kind: "bible-study", language, note: "Sunday School" }),
    week("sunday", "11:00", { language, note: index % 2 ? "Contemporary" : "" }),
    ...(index % 4 === 1 ? [week("sunday", "18:00", { language })] : []),
    week("wednesday", "19:00", { kind: "bible-study", language }),
  ];
}

function orthodox(index: number): WeeklyServiceInput[] {
  return [
    week("saturday", "18:00", { note: "Great Vespers" }),
    week("sunday", "09:00", { note: "Orthros" }),
    week("sunday", "10:00", { durationMinutes: 90, note: index % 2 ? "Divine Liturgy" : "Divine Liturgy, Greek and English" }),
  ];
}

/** Other Protestant congregations: one or two Sunday services, some an evening one, a midweek gathering. */
function protestant(voice: Voice, index: number): WeeklyServiceInput[] {
  const language: ServiceLanguage = voice;
  const midweek: [ServiceKind, string][] = [
    ["bible-study", "18:30"],
    ["prayer", "19:00"],
    ["youth", "19:00"],
  ];
  const [kind, time] = midweek[index % midweek.length]!;
  return [
    ...(index % 2 ? [week("sunday", "09:00", { language }), week("sunday", "11:00", { language })] : [week("sunday", "10:30", { language, durationMinutes: 75 })]),
    ...(voice === "bilingual" && index % 2 ? [week("sunday", "13:00", { language: "spanish" })] : []),
    ...(index % 5 === 0 ? [week("sunday", "18:00", { language, note: "Evening worship" })] : []),
    week("wednesday", time, { kind, language }),
  ];
}

/** The church's weekly services; a few have one service interpreted in American Sign Language. */
export function demoWeeklyServices(denomination: string, voice: Voice, index: number): WeeklyServiceInput[] {
  let services: WeeklyServiceInput[];
  if (denomination === "Catholic") services = catholic(voice, index);
  else if (denomination === "Baptist" || denomination === "Southern Baptist") services = baptist(voice, index);
  else if (denomination === "Greek Orthodox" || denomination === "Antiochian Orthodox") services = orthodox(index);
  else if (denomination === "Jewish")
    services = [week("friday", "18:30", { note: "Kabbalat Shabbat" }), week("saturday", "09:30", { durationMinutes: 150, note: "Shabbat morning" })];
  else if (denomination === "Seventh-day Adventist")
    services = [week("saturday", "09:30", { kind: "bible-study", language: voice, note: "Sabbath School" }), week("saturday", "11:00", { language: voice })];
  else services = protestant(voice, index);
  if (index % 53 === 7) {
    const sunday = services.findIndex((s) => s.day === "sunday" && (s.kind ?? "worship") !== "bible-study");
    if (sunday >= 0) services[sunday] = { ...services[sunday]!, asl: true };
  }
  return withStreams(services, index);
}

/**
 * Some churches stream (docs/service-times.md, Attendance): every fifth its last Sunday morning
 * service, in person and online; every seventeenth also keeps an evening prayer online only. The
 * addresses are example.org's: the demo's churches are made up, and so would be their channels.
 */
function withStreams(services: WeeklyServiceInput[], index: number): WeeklyServiceInput[] {
  const stream = `https://stream.example.org/demo-church-${index}/live`;
  const streamed = index % 5 === 3 ? services.findLastIndex((s) => s.day === "sunday" && (s.kind ?? "worship") !== "bible-study" && s.time < "12:00") : -1;
  const hybrid = services.map((s, i) => (i === streamed ? { ...s, attendance: "hybrid" as const, streamUrl: stream } : s));
  return index % 17 === 4 ? [...hybrid, week("sunday", "19:30", { kind: "prayer", attendance: "online", streamUrl: stream })] : hybrid;
}

/** How far ahead special services are listed: this coming Christmas through Easter. */
const SEASON_DAYS = 190;

const special = (occasion: DatedOccasion, date: string, time: string, title: string, more: Partial<SpecialService> = {}): SpecialService => ({
  occasion,
  date,
  time,
  durationMinutes: 60,
  language: "english",
  title,
  note: "",
  ...more,
});

/** The church's special services from `today` ('YYYY-MM-DD', San Antonio) through the coming season. */
export function demoSpecialServices(denomination: string, voice: Voice, index: number, today: string): SpecialService[] {
  const on = (occasion: DatedOccasion) => nextOccurrence(occasion, today)!;
  const spanish: ServiceLanguage = voice === "english" ? "english" : "spanish";
  let list: SpecialService[];
  if (denomination === "Catholic") {
    const christmasEve = on("christmas-eve");
    list = [
      special("christmas-eve", christmasEve, "16:00", "Christmas Eve Vigil Mass", { note: "Children's pageant" }),
      special("christmas-eve", christmasEve, "19:00", voice === "english" ? "Christmas Eve Mass" : "Misa de Nochebuena", { language: spanish }),
      special("christmas-day", on("christmas-day"), "00:00", "Midnight Mass", { durationMinutes: 90, note: "Carols from 11:30 PM" }),
      special("christmas-day", on("christmas-day"), "10:00", "Christmas Day Mass"),
      special("new-years-eve", on("new-years-eve"), "17:00", "Solemnity of Mary Vigil Mass"),
      special("ash-wednesday", on("ash-wednesday"), "07:00", "Ash Wednesday Mass", { durationMinutes: 45 }),
      special("ash-wednesday", on("ash-wednesday"), "19:00", "Ash Wednesday Mass", { language: voice === "english" ? "english" : "bilingual" }),
      special("palm-sunday", on("palm-sunday"), "10:00", "Palm Sunday Mass", { durationMinutes: 90, note: "Procession of palms" }),
      special("holy-thursday", on("holy-thursday"), "19:00", "Mass of the Lord's Supper", { durationMinutes: 90 }),
      special("good-friday", on("good-friday"), "15:00", "Celebration of the Lord's Passion", { durationMinutes: 90 }),
      special("good-friday", on("good-friday"), "12:00", "Via Crucis", { language: "spanish", note: "Living Stations through the neighborhood" }),
      special("easter-vigil", on("easter-vigil"), "20:30", "Easter Vigil", { durationMinutes: 150 }),
      special("easter-sunday", on("easter-sunday"), "08:00", "Easter Sunday Mass"),
      special("easter-sunday", on("easter-sunday"), "12:00", "Misa de Pascua", { language: "spanish" }),
    ];
    // Las Posadas: the nine nights, for Hispanic parishes.
    if (voice !== "english") {
      const first = on("las-posadas");
      list.push(
        ...Array.from({ length: 9 }, (_, night) =>
          special("las-posadas", addDays(first, night), "19:00", "Las Posadas", { language: "spanish", durationMinutes: 120, note: `Night ${night + 1} of 9, then tamales` }),
        ),
      );
    }
  } else if (denomination === "Jewish" || denomination === "Seventh-day Adventist") {
    list = [];
  } else if (denomination === "Greek Orthodox" || denomination === "Antiochian Orthodox") {
    // Orthodox Pascha often falls on another Sunday; their Christmas here is the Western date.
    list = [special("christmas-day", on("christmas-day"), "09:00", "Nativity Divine Liturgy", { durationMinutes: 120 })];
  } else {
    const liturgical = ["Episcopal", "Anglican", "Lutheran", "Methodist", "Presbyterian"].includes(denomination);
    list = [
      special("christmas-eve", on("christmas-eve"), index % 2 ? "17:00" : "18:00", "Family Christmas Eve service"),
      special("christmas-eve", on("christmas-eve"), index % 3 ? "23:00" : "22:00", "Candlelight service", { language: voice === "spanish" ? "spanish" : "english" }),
      ...(["Baptist", "AME", "Church of God in Christ"].includes(denomination)
        ? [special("new-years-eve", on("new-years-eve"), "22:00", "Watch Night service", { durationMinutes: 120 })]
        : []),
      ...(liturgical
        ? [special("ash-wednesday", on("ash-wednesday"), "18:30", "Ash Wednesday service"), special("holy-thursday", on("holy-thursday"), "19:00", "Maundy Thursday")]
        : []),
      ...(index % 2 === 0 ? [special("good-friday", on("good-friday"), "19:00", "Good Friday service")] : []),
      special("easter-sunday", on("easter-sunday"), "07:00", "Easter sunrise service", { note: "Outdoors, bring a chair" }),
      special("easter-sunday", on("easter-sunday"), "10:30", "Easter Sunday worship", { durationMinutes: 90 }),
    ];
  }
  return list.filter((s) => s.date >= today && daysBetween(today, s.date) <= SEASON_DAYS);
}

const DAY_MS = 86_400_000;

/**
 * When the church last confirmed its services, varied so the freshness features show: most within
 * two months, some 6–11 months ago, a few over a year, a few never (null).
 */
export function demoConfirmedAt(index: number, now: number): Date | null {
  if (index % 60 === 23) return null;
  // The demo owner's church (index 3) and a few more: over a year, so the dashboard asks.
  if (index === 3 || index % 60 === 11) return new Date(now - (400 + (index % 200)) * DAY_MS);
  if (index % 12 === 4) return new Date(now - (190 + ((index * 7) % 140)) * DAY_MS);
  return new Date(now - ((index * 13) % 60) * DAY_MS - (index % 9) * 3_600_000);
}
