import { describe, expect, test } from "bun:test";
import * as z from "zod/mini";
import type { SpecialService } from "./occasions";
import type { WeeklyService } from "./options";
import { specialServiceSchema, weeklyServiceSchema } from "./schemas";

const errorsOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("weekly service", () => {
  test("a day and a time are enough; the rest take their defaults", () => {
    const parsed: WeeklyService = z.parse(weeklyServiceSchema, { day: "Sunday", time: "10:30" });
    expect(parsed).toEqual({ day: "sunday", time: "10:30", durationMinutes: 60, language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "" });
  });

  test("times as a time input or as people write them; options in any case; a form's text duration", () => {
    expect(z.parse(weeklyServiceSchema, { day: " MONDAY ", time: "6:30 pm", durationMinutes: "90", language: "Spanish", kind: "Bible-Study", asl: true, note: " Livestreamed\n" })).toEqual({
      day: "monday",
      time: "18:30",
      durationMinutes: 90,
      language: "spanish",
      asl: true,
      kind: "bible-study",
      note: "Livestreamed",
      attendance: "in-person",
      streamUrl: "",
    });
    expect(z.parse(weeklyServiceSchema, { day: "friday", time: "07:05", durationMinutes: "", note: null })).toMatchObject({ time: "07:05", durationMinutes: 60, note: "" });
  });

  test("an online or hybrid service streams at a public https address; one held in person keeps none", () => {
    const base = { day: "sunday", time: "10:00" };
    expect(z.parse(weeklyServiceSchema, { ...base, attendance: "Hybrid", streamUrl: " https://www.youtube.com/@church/live " })).toMatchObject({ attendance: "hybrid", streamUrl: "https://www.youtube.com/@church/live" });
    expect(z.parse(weeklyServiceSchema, { ...base, attendance: "in-person", streamUrl: "https://www.youtube.com/@church/live" })).toMatchObject({ attendance: "in-person", streamUrl: "" });
    expect(errorsOf(weeklyServiceSchema, { ...base, attendance: "online" })).toEqual({ streamUrl: "An online service needs the address it streams at" });
    expect(errorsOf(weeklyServiceSchema, { ...base, attendance: "teleport" })).toEqual({ attendance: "Choose in person, online only, or both" });
    for (const streamUrl of ["http://www.youtube.com/live", "https://127.0.0.1/live", "https://10.0.0.8/", "https://[::1]/", "https://192.168.1.20/stream", "https://169.254.169.254/latest", "https://localhost:8080/", "https://church.local/", "https://user:secret@example.org/", "javascript:alert(1)", "https://exa mple.org/", "https://[::127.0.0.1]/", "https://[::ffff:10.0.0.1]/", "https://stream.test/"])
      expect(errorsOf(weeklyServiceSchema, { ...base, attendance: "online", streamUrl })).toEqual({ streamUrl: "Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live" });
  });

  test("each field names what is wrong", () => {
    expect(errorsOf(weeklyServiceSchema, {})).toEqual({ day: "Choose a day", time: "Enter a time like 10:30" });
    expect(errorsOf(weeklyServiceSchema, { day: "Funday", time: "25:00", durationMinutes: 3, language: "Klingon", kind: "party", asl: "maybe", note: "x".repeat(61) })).toEqual({
      day: "Choose a day",
      time: "Enter a time like 10:30",
      durationMinutes: "Enter a duration from 5 to 720 minutes",
      language: "Choose a language",
      kind: "Choose a kind of service",
      asl: "ASL interpretation is yes or no",
      note: "At most 60 characters",
    });
    expect(errorsOf(weeklyServiceSchema, { day: "sunday", time: "10", durationMinutes: 721 })).toEqual({
      time: "Enter a time like 10:30",
      durationMinutes: "Enter a duration from 5 to 720 minutes",
    });
    expect(errorsOf(weeklyServiceSchema, { day: "sunday", time: "10:00", durationMinutes: 60.5 })).toEqual({ durationMinutes: "Enter a duration from 5 to 720 minutes" });
  });

  test("a note that is only a language, ASL or a kind is refused, and so is '·' (they would read back as labels)", () => {
    for (const note of ["Spanish", "bilingual", "ASL", "Mass", "bible study", "Other language"]) {
      expect(errorsOf(weeklyServiceSchema, { day: "sunday", time: "10:00", note })).toEqual({ note: "Choose the language, ASL or kind of service above rather than in the note" });
    }
    expect(errorsOf(weeklyServiceSchema, { day: "sunday", time: "10:00", note: "Choir · Organ" })).toEqual({ note: "A note cannot hold “·”" });
    expect(errorsOf(weeklyServiceSchema, { day: "sunday", time: "10:00", note: "Spanish choir" })).toEqual({});
  });
});

describe("special service", () => {
  test("an occasion on its date", () => {
    const parsed: SpecialService = z.parse(specialServiceSchema, { occasion: "Christmas-Eve", date: "2026-12-24", time: "11:00 PM", title: "Midnight Mass", language: "bilingual" });
    expect(parsed).toEqual({ occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 60, language: "bilingual", title: "Midnight Mass", note: "" });
  });

  test("each field names what is wrong; a date that is not the occasion's says when it is", () => {
    expect(errorsOf(specialServiceSchema, {})).toEqual({ occasion: "Choose an occasion", date: "Enter a date like 2026-12-24", time: "Enter a time like 10:30" });
    expect(errorsOf(specialServiceSchema, { occasion: "easter-sunday", date: "2026-02-30", time: "9:00", title: "x".repeat(81) })).toEqual({
      date: "Enter a date like 2026-12-24",
      title: "At most 80 characters",
    });
    expect(errorsOf(specialServiceSchema, { occasion: "easter-sunday", date: "2025-04-05", time: "9:00" })).toEqual({ date: "Easter Sunday 2025 is on April 20: choose that day or the day before" });
    expect(errorsOf(specialServiceSchema, { occasion: "easter-vigil", date: "2026-04-03", time: "20:00" })).toEqual({});
    expect(errorsOf(specialServiceSchema, { occasion: "other", date: "2026-07-04", time: "9:00", title: "Independence Day prayer" })).toEqual({});
  });
});
