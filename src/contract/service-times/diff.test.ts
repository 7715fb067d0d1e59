import { expect, test } from "bun:test";
import { serviceRowChanges } from "./diff";

test("a proposal's services against the church's: unchanged and added in the proposal's order, then removed", () => {
  expect(serviceRowChanges(["Sunday 9:00 AM", "Sunday 11:00 AM", "Wednesday 7:00 PM · Bible study"], ["Sunday 9:00 AM", "Sunday 11:30 AM · Spanish", "Wednesday 7:00 PM · Bible study"])).toEqual([
    { text: "Sunday 9:00 AM", change: "unchanged" },
    { text: "Sunday 11:30 AM · Spanish", change: "added" },
    { text: "Wednesday 7:00 PM · Bible study", change: "unchanged" },
    { text: "Sunday 11:00 AM", change: "removed" },
  ]);
});

test("a service listed twice counts twice", () => {
  expect(serviceRowChanges(["Sunday 9:00 AM"], ["Sunday 9:00 AM", "Sunday 9:00 AM"]).map((r) => r.change)).toEqual(["unchanged", "added"]);
  expect(serviceRowChanges([], [])).toEqual([]);
});
