import { expect, test } from "bun:test";
import * as z from "zod/mini";
import { churchFormSchema } from "../church-form";
import { blankWeeklyRow, formRowsOf, formRowsOfPost, serviceFieldsOfRows, withSpareRows } from "./form-rows";

test("a form post's rows are read by index; a missing checkbox is false and a missing select the blank row's value", () => {
  const rows = formRowsOfPost({ "serviceTimes[1][day]": "monday", "serviceTimes[1][asl]": "on", "serviceTimes[0][time]": "09:00", "specialServices[0][date]": "2030-12-24", name: "ignored" });
  expect(rows.weekly).toEqual([
    { ...blankWeeklyRow(), time: "09:00" },
    { ...blankWeeklyRow(), day: "monday", asl: true },
  ]);
  expect(rows.special[0]).toMatchObject({ occasion: "christmas-eve", date: "2030-12-24", language: "english" });
});

test("rows to review kept as written go to servicesToReview at their own index, so messages name the form's rows", () => {
  const rows = formRowsOf({
    serviceTimes: [{ day: "sunday", time: "09:00", durationMinutes: 90, language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "" }],
    servicesToReview: [{ note: "1st Sunday potluck", day: "sunday", time: null }],
    specialServices: [],
  });
  const body = serviceFieldsOfRows(rows);
  expect(body.serviceTimes).toEqual([{ day: "sunday", time: "09:00", durationMinutes: "90", language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "" }, {}]);
  expect(body.servicesToReview).toEqual([{}, { note: "1st Sunday potluck", day: "sunday", time: "" }]);
  const checked = z.safeParse(churchFormSchema, { name: "A", denomination: "B", address: "C", zip: "78205", area: "D", description: "Ten letters at least", ...serviceFieldsOfRows({ ...rows, weekly: [...rows.weekly, { ...blankWeeklyRow(), day: "monday", time: "late" }] }) });
  expect(checked.success ? [] : checked.error.issues.map((i) => i.path.join("."))).toEqual(["serviceTimes.2.time"]);
});

test("with JavaScript one weekly row at least; without, two spare rows of each kind", () => {
  const none = formRowsOf(null);
  expect([withSpareRows(none, true).weekly.length, withSpareRows(none, true).special.length]).toEqual([1, 0]);
  expect([withSpareRows(none, false).weekly.length, withSpareRows(none, false).special.length]).toEqual([2, 2]);
});
