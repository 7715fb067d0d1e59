import { describe, expect, test } from "bun:test";
import { blankSpecialRow, blankWeeklyRow, serviceFieldsOfRows, withSavedLines } from "./form-rows";
import { savedLinesOf, specialRowLine, weeklyRowLine } from "./lines";

const weekly = (change: Partial<ReturnType<typeof blankWeeklyRow>>) => ({ ...blankWeeklyRow(), day: "sunday", time: "10:00", ...change });
const special = (change: Partial<ReturnType<typeof blankSpecialRow>>) => ({ ...blankSpecialRow(), date: "2026-12-24", time: "23:00", ...change });

describe("a form row as its line", () => {
  test("a weekly row says how it is attended unless in person, in the page's language", () => {
    expect(weeklyRowLine(weekly({}), "en")).toBe("Sunday 10:00 AM");
    expect(weeklyRowLine(weekly({ kind: "mass", language: "spanish", attendance: "hybrid", note: "Choir" }), "en")).toBe("Sunday 10:00 AM · Spanish · Mass · Choir · In person and online");
    expect(weeklyRowLine(weekly({ kind: "mass", durationMinutes: "90", attendance: "online" }), "es")).toBe("Domingo 10:00 a. m.–11:30 a. m. · Misa · Solo en línea");
  });

  test("a special row: occasion, day, time, language, title and note", () => {
    expect(specialRowLine(special({ language: "spanish", title: "Misa de Gallo" }), "en")).toBe("Christmas Eve · Dec 24, 11:00 PM · Spanish · Misa de Gallo");
    expect(specialRowLine(special({}), "es")).toBe("Nochebuena · 24 dic, 11:00 p. m.");
  });

  test("a row that is blank, half filled, to review or not a known choice has no line: it shows its fields", () => {
    expect(weeklyRowLine(blankWeeklyRow(), "en")).toBeNull();
    expect([weekly({ time: "" }), weekly({ day: "" }), weekly({ time: "25:00" }), weekly({ review: "Sundays at ten-ish" }), weekly({ kind: "party" })].map((row) => weeklyRowLine(row, "en"))).toEqual([null, null, null, null, null]);
    expect([blankSpecialRow(), special({ date: "" }), special({ occasion: "birthday" }), special({ time: "9" })].map((row) => specialRowLine(row, "en"))).toEqual([null, null, null, null]);
  });
});

describe("the lines the server sends with a form's rows", () => {
  test("each row gets its own line by place, a row that cannot be one gets none, and the body sent carries no line", () => {
    const rows = { weekly: [weekly({}), weekly({ review: "Sundays at ten-ish" })], special: [special({})] };
    const lines = JSON.parse(JSON.stringify(savedLinesOf(rows, "en")));
    expect(lines).toEqual({ weekly: ["Sunday 10:00 AM", null], special: ["Christmas Eve · Dec 24, 11:00 PM"] });
    const lined = withSavedLines(rows, lines);
    expect([lined.weekly.map((r) => r.line), lined.special.map((r) => r.line)]).toEqual([["Sunday 10:00 AM", undefined], ["Christmas Eve · Dec 24, 11:00 PM"]]);
    expect(serviceFieldsOfRows(lined)).toEqual(serviceFieldsOfRows(rows));
    expect(JSON.stringify(serviceFieldsOfRows(lined))).not.toContain("line");
  });
});

