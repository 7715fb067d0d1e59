import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import * as z from "zod/mini";
import { formatService, serviceStrings } from "../../contract/service-times/format";
import { SERVICE_KINDS, SERVICE_LANGUAGES, WEEKDAYS, type ServiceRow, type WeeklyService } from "../../contract/service-times/options";
import { weeklyServiceSchema } from "../../contract/service-times/schemas";
import { parseServiceString, parseServiceStrings } from "./parse";

/** A read service: 'sunday 10:00' plus what differs from an hour of English worship. */
const svc = (dayTime: string, more: Partial<WeeklyService> = {}): ServiceRow => {
  const [day, time] = dayTime.split(" ") as [WeeklyService["day"], string];
  return { day, time, durationMinutes: 60, language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "", ...more, needsReview: false };
};
const each = (days: string, time: string, more: Partial<WeeklyService> = {}) => days.split(",").map((d) => svc(`${d} ${time}`, more));
const review = (text: string, day: WeeklyService["day"] | null = null, time: string | null = null): ServiceRow => ({
  day,
  time,
  durationMinutes: 60,
  language: "english",
  asl: false,
  kind: "worship",
  note: text,
  attendance: "in-person",
  streamUrl: "",
  needsReview: true,
});
const MON_FRI = "monday,tuesday,wednesday,thursday,friday";
const es = { language: "spanish" } as const;

const TABLE: [string, ServiceRow[]][] = [
  // Plain day and time, as most churches write them.
  ["Sunday 10:00 AM", [svc("sunday 10:00")]],
  ["Sun 9:30am", [svc("sunday 09:30")]],
  ["sunday 10am", [svc("sunday 10:00")]],
  ["Every Sunday at 10:30 AM", [svc("sunday 10:30")]],
  ["10:30 AM Sunday", [svc("sunday 10:30")]],
  ["Sunday 10:00", [svc("sunday 10:00")]],
  ["Sunday 18:00", [svc("sunday 18:00")]],
  ["Sun 9", [svc("sunday 09:00")]],
  ["Sunday 10 AM CST", [svc("sunday 10:00")]],
  ["Sunday 12 noon", [svc("sunday 12:00")]],
  // Several times: a shared AM/PM applies while the list stays in order; otherwise church hours.
  ["Sundays at 8, 10:30 and 12", [svc("sunday 08:00"), svc("sunday 10:30"), svc("sunday 12:00")]],
  ["Sunday: 8:00 & 10:30 AM", [svc("sunday 08:00"), svc("sunday 10:30")]],
  ["Sunday Services: 8:30 & 11:00 AM", [svc("sunday 08:30"), svc("sunday 11:00")]],
  ["Sunday 10:30 & 6 PM", [svc("sunday 10:30"), svc("sunday 18:00")]],
  ["Sunday 10 AM and 6", [svc("sunday 10:00"), svc("sunday 18:00")]],
  ["Saturday 5 PM, Sunday 8 & 10 AM", [svc("saturday 17:00"), svc("sunday 08:00"), svc("sunday 10:00")]],
  ["Sunday 10 AM and Wednesday 7 PM", [svc("sunday 10:00"), svc("wednesday 19:00")]],
  ["Mon, Wed & Fri 7 AM", each("monday,wednesday,friday", "07:00")],
  // Our own display strings read back exactly.
  ["Sunday 11:00 AM · Spanish", [svc("sunday 11:00", es)]],
  ["Saturday 3:30 PM–5:00 PM · Confession", [svc("saturday 15:30", { durationMinutes: 90, kind: "confession" })]],
  ["Sunday 10:00 AM · Mass · Spanish choir", [svc("sunday 10:00", { kind: "mass", note: "Spanish choir", attendance: "in-person", streamUrl: "" })]],
  // Language, ASL, kind and notes, before the times (for all of them) or after one (for it).
  ["Saturday Vigil 5:00 PM", [svc("saturday 17:00", { kind: "mass", note: "Vigil", attendance: "in-person", streamUrl: "" })]],
  ["Sat 5:30pm Vigil Mass", [svc("saturday 17:30", { kind: "mass", note: "Vigil", attendance: "in-person", streamUrl: "" })]],
  ["Wed 7pm Bible Study", [svc("wednesday 19:00", { kind: "bible-study" })]],
  ["Sunday School 9:15 AM", [svc("sunday 09:15", { kind: "bible-study", note: "Sunday School", attendance: "in-person", streamUrl: "" })]],
  ["Youth Group Wednesday 6:30 PM", [svc("wednesday 18:30", { kind: "youth" })]],
  ["Confessions Saturday 3:30–4:30 PM", [svc("saturday 15:30", { kind: "confession" })]],
  ["Sunday 10 a.m. – 12 p.m.", [svc("sunday 10:00", { durationMinutes: 120 })]],
  ["Sunday 9 AM (ASL interpreted)", [svc("sunday 09:00", { asl: true })]],
  ["Sunday 11 AM ASL-interpreted worship", [svc("sunday 11:00", { asl: true })]],
  ["Bilingual service Sunday 11", [svc("sunday 11:00", { language: "bilingual" })]],
  ["Sunday 10 AM Worship in English/Spanish", [svc("sunday 10:00", { language: "bilingual" })]],
  ["Tuesday prayer 6am", [svc("tuesday 06:00", { kind: "prayer" })]],
  ["Sunday 8 AM Vietnamese", [svc("sunday 08:00", { language: "other", note: "Vietnamese" })]],
  ["Latin Mass Sunday 9 AM", [svc("sunday 09:00", { language: "other", kind: "mass", note: "Latin", attendance: "in-person", streamUrl: "" })]],
  ["Sunday 10 AM (Traditional, Livestreamed)", [svc("sunday 10:00", { note: "Traditional, Livestreamed" })]],
  ["Sunday 11 AM Worship Service (Livestreamed on Facebook)", [svc("sunday 11:00", { note: "Livestreamed on Facebook" })]],
  ["Sunday 10 AM - Holy Eucharist", [svc("sunday 10:00", { note: "Holy Eucharist" })]],
  ["Sunday 10 AM, Room 204", [svc("sunday 10:00", { note: "Room 204" })]],
  ["Wednesday Bible Study and Prayer 7 PM", [svc("wednesday 19:00", { kind: "bible-study", note: "Bible Study and Prayer", attendance: "in-person", streamUrl: "" })]],
  ["Saturday 11 PM–1 AM Prayer vigil", [svc("saturday 23:00", { durationMinutes: 120, kind: "prayer", note: "Prayer vigil", attendance: "in-person", streamUrl: "" })]],
  ["Sunday 1st service 8:30 AM, 2nd service 11 AM", [svc("sunday 08:30"), svc("sunday 11:00")]],
  ["Sunday 9 AM English, 11 AM Spanish", [svc("sunday 09:00"), svc("sunday 11:00", es)]],
  ["Sundays at 8, 10:30 and 12 (Spanish)", [svc("sunday 08:00"), svc("sunday 10:30"), svc("sunday 12:00", es)]],
  ["Sunday 7:30, 9:30, 11:30 AM & 1:30 PM (Spanish)", [svc("sunday 07:30"), svc("sunday 09:30"), svc("sunday 11:30"), svc("sunday 13:30", es)]],
  ["Sunday 8:30 AM Traditional, 11 AM Contemporary", [svc("sunday 08:30", { note: "Traditional" }), svc("sunday 11:00", { note: "Contemporary" })]],
  ["Sunday Worship: 8:30 AM (Traditional), 11:00 AM (Contemporary)", [svc("sunday 08:30", { note: "Traditional" }), svc("sunday 11:00", { note: "Contemporary" })]],
  ["Sunday School 9:15 AM, Worship 10:30 AM", [svc("sunday 09:15", { kind: "bible-study", note: "Sunday School", attendance: "in-person", streamUrl: "" }), svc("sunday 10:30")]],
  ["Sunday 10 AM Worship & 11:30 AM Sunday School", [svc("sunday 10:00"), svc("sunday 11:30", { kind: "bible-study", note: "Sunday School", attendance: "in-person", streamUrl: "" })]],
  ["Sunday 5 PM Youth & Wednesday 7 PM Bible Study", [svc("sunday 17:00", { kind: "youth" }), svc("wednesday 19:00", { kind: "bible-study" })]],
  ["Saturday 5 PM; Sunday 8, 10 AM; Spanish 12:30 PM", [svc("saturday 17:00"), svc("sunday 08:00"), svc("sunday 10:00"), svc("sunday 12:30", es)]],
  // Morning and evening say AM and PM.
  ["Sunday Morning Worship 10:45", [svc("sunday 10:45")]],
  ["Wednesday Night Bible Study 7:00", [svc("wednesday 19:00", { kind: "bible-study" })]],
  ["Sunday 10:45 Morning Worship, 6:00 Evening Worship", [svc("sunday 10:45"), svc("sunday 18:00")]],
  // Ranges and sets of days; 'daily' Mass is Monday to Saturday.
  ["Noon Mass Monday–Friday", each(MON_FRI, "12:00", { kind: "mass" })],
  ["Weekdays 6:30 AM Mass", each(MON_FRI, "06:30", { kind: "mass" })],
  ["Daily Mass 7 AM", each(`${MON_FRI},saturday`, "07:00", { kind: "mass" })],
  ["Daily prayer 6 AM", each(WEEKDAYS.join(","), "06:00", { kind: "prayer" })],
  // Spanish: a string written in Spanish is a Spanish service unless it names another language.
  ["Domingo 12:30 PM (Español)", [svc("sunday 12:30", es)]],
  ["Domingo 10 AM (English)", [svc("sunday 10:00")]],
  ["Sábado 6 PM", [svc("saturday 18:00", es)]],
  ["Miércoles 7:00 p.m. Estudio Bíblico", [svc("wednesday 19:00", { ...es, kind: "bible-study" })]],
  ["Domingos 9:00 a.m. y 11:00 a.m.", [svc("sunday 09:00", es), svc("sunday 11:00", es)]],
  ["Servicio en español domingo a las 12", [svc("sunday 12:00", es)]],
  ["Culto de oración miércoles 7 PM", [svc("wednesday 19:00", { ...es, kind: "prayer" })]],
  ["Jueves 7 PM Grupo de Jóvenes", [svc("thursday 19:00", { ...es, kind: "youth" })]],
  ["Sábados 4 PM Confesiones", [svc("saturday 16:00", { ...es, kind: "confession" })]],
  ["Sábado 5 PM Misa de Vigilia", [svc("saturday 17:00", { ...es, kind: "mass", note: "Vigilia", attendance: "in-person", streamUrl: "" })]],
  ["Domingo 9 AM Escuela Dominical", [svc("sunday 09:00", { ...es, kind: "bible-study", note: "Escuela Dominical", attendance: "in-person", streamUrl: "" })]],
  ["Domingo 7 de la noche", [svc("sunday 19:00", es)]],
  ["Misa en español: Domingo 8, 10 y 12", [svc("sunday 08:00", { ...es, kind: "mass" }), svc("sunday 10:00", { ...es, kind: "mass" }), svc("sunday 12:00", { ...es, kind: "mass" })]],
  ["Misa diaria 8 AM", each(`${MON_FRI},saturday`, "08:00", { ...es, kind: "mass" })],
  ["Lunes a viernes 12 PM Misa", each(MON_FRI, "12:00", { ...es, kind: "mass" })],
  ["de lunes a viernes 6:30 PM Rosario", each(MON_FRI, "18:30", { ...es, kind: "rosary" })],
  ["Friday 7 PM Stations of the Cross", [svc("friday 19:00", { kind: "stations-of-the-cross" })]],
  ["Jueves 7 PM Hora Santa", [svc("thursday 19:00", { ...es, kind: "adoration" })]],
  ["Domingo 11 AM bilingüe, lenguaje de señas", [svc("sunday 11:00", { language: "bilingual", asl: true })]],
  // Kept for an owner or an admin to complete: no day, no time, not weekly, or not sure.
  ["Misa en español 1 PM", [review("Misa en español 1 PM", null, "13:00")]],
  ["English 9 AM, Spanish 11 AM", [review("English 9 AM, Spanish 11 AM")]],
  ["Sunday", [review("Sunday", "sunday")]],
  ["1st Sunday 10 AM", [review("1st Sunday 10 AM", "sunday", "10:00")]],
  ["2nd & 4th Saturday 9 AM", [review("2nd & 4th Saturday 9 AM", "saturday", "09:00")]],
  ["Last Sunday of the month 5 PM", [review("Last Sunday of the month 5 PM", "sunday", "17:00")]],
  ["Sunday 10:30 AM (Summer: 9 AM)", [review("Sunday 10:30 AM (Summer: 9 AM)", "sunday")]],
  ["Confessions Saturday 3:30–4:30 PM or by appointment", [review("Confessions Saturday 3:30–4:30 PM or by appointment", "saturday")]],
  ["Sunday 10 AM, Wednesday", [review("Sunday 10 AM, Wednesday", null, "10:00")]],
  ["Call for times", [review("Call for times")]],
  ["TBD", [review("TBD")]],
  ["Services vary", [review("Services vary")]],
  ["Please see our website", [review("Please see our website")]],
  ["", [review("")]],
  ["   ", [review("")]],
  ["Sunday 25:00", [review("Sunday 25:00", "sunday")]],
];

describe("reading service-time strings", () => {
  test(`${TABLE.length} strings as churches write them, in English and Spanish`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    for (const [text, rows] of TABLE) expect({ text, rows: parseServiceString(text) }).toEqual({ text, rows });
  });

  test("every service read is valid for the form's schema; a row to review keeps the text it came from", () => {
    for (const [text] of TABLE) {
      for (const row of parseServiceString(text)) {
        if (row.needsReview) expect(row.note).toBe(text.trim());
        else expect(z.safeParse(weeklyServiceSchema, row).success).toBe(true);
      }
    }
  });

  test("line breaks and runs of spaces read as one space", () => {
    expect(parseServiceString("  Sunday\n 10:00\tAM ")).toEqual([svc("sunday 10:00")]);
  });

  test("a church's strings: nothing dropped, a service written twice kept once", () => {
    expect(parseServiceStrings(["Sunday 10 AM", "Sunday 10:00 AM", "Call for times", "Wed 7pm Bible Study"])).toEqual([
      svc("sunday 10:00"),
      review("Call for times"),
      svc("wednesday 19:00", { kind: "bible-study" }),
    ]);
  });

  test("the strings derived from what was read read back to the same services", () => {
    const strings = TABLE.map(([text]) => text);
    const rows = parseServiceStrings(strings);
    const again = parseServiceStrings(serviceStrings(rows));
    const key = (r: ServiceRow) => JSON.stringify(r);
    expect(again.filter((r) => !r.needsReview).map(key).sort()).toEqual(rows.filter((r) => !r.needsReview).map(key).sort());
    expect(again.filter((r) => r.needsReview).map(key)).toEqual(rows.filter((r) => r.needsReview && r.note).map(key));
  });
});

const weekly = fc.record({
  day: fc.constantFrom(...WEEKDAYS),
  time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
  durationMinutes: fc.oneof(fc.constant(60), fc.integer({ min: 5, max: 720 })),
  language: fc.constantFrom(...SERVICE_LANGUAGES),
  asl: fc.boolean(),
  kind: fc.constantFrom(...SERVICE_KINDS),
  note: fc.oneof(
    fc.constantFrom("", "Traditional", "Livestreamed", "Vigil", "Sunday School", "Spanish choir", "ASL and captions", "Mass (Latin)", "8:00 – Room 2", "Bible study, prayer"),
    fc.string({ maxLength: 60 }),
  ),
});

describe("round trip of the display strings", () => {
  test("parse(format(service)) is the service, for every service the schema accepts", () => {
    fc.assert(
      fc.property(weekly, (candidate) => {
        const checked = z.safeParse(weeklyServiceSchema, candidate);
        fc.pre(checked.success);
        const service = checked.data!;
        expect(parseServiceString(formatService(service))).toEqual([{ ...service, needsReview: false }]);
      }),
      { numRuns: 3000 },
    );
  });

  test("any text at all: no error, and either valid services or one row keeping the text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 100 }), fc.array(fc.constantFrom("Sunday", "Domingo", "10", "7:30", "PM", "a.m.", "&", ",", "–", "(", ")", "Mass", "Spanish", "1st", "noon", "y", "at", "ASL", "daily", "Vigil"), { maxLength: 12 }).map((w) => w.join(" "))),
        (text) => {
          const rows = parseServiceString(text);
          for (const row of rows) {
            if (row.needsReview) {
              expect(rows).toHaveLength(1);
              expect(row.note).toBe(text.replace(/\s+/g, " ").trim());
            } else expect(z.safeParse(weeklyServiceSchema, row).success).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
