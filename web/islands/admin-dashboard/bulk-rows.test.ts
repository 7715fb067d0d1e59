import { describe, expect, test } from "bun:test";
import { isChanged, withEditsKept, type Row } from "./bulk-rows";

const row = (id: number, name: string, services = "Sunday 9:00 AM"): Row => ({ id, name, address: "1 Main St", zip: "78205", phone: "", website: "", denomination: "", area: "", services });

describe("Bulk Update's rows when a list is read again", () => {
  test("a search answered after an edit keeps the edit, in its place, still marked changed", () => {
    const first = withEditsKept(null, [row(1, "Alpha"), row(2, "Bravo"), row(3, "Charlie")]);
    const edited = { ...first, rows: first.rows.map((r) => (r.id === 2 ? { ...r, services: "Sunday 8:10 AM" } : r)) };
    const after = withEditsKept(edited, [row(3, "Charlie"), row(2, "Bravo")]);
    expect(after.rows.map((r) => [r.name, r.services])).toEqual([
      ["Charlie", "Sunday 9:00 AM"],
      ["Bravo", "Sunday 8:10 AM"],
    ]);
    expect(after.rows.map((r) => isChanged(after, r))).toEqual([false, true]);
  });

  test("an edited row the new search does not find stays, first; unedited rows follow the new list", () => {
    const first = withEditsKept(null, [row(1, "Alpha"), row(2, "Bravo")]);
    const edited = { ...first, rows: first.rows.map((r) => (r.id === 1 ? { ...r, zip: "78210" } : r)) };
    const after = withEditsKept(edited, [row(5, "Echo")]);
    expect(after.rows.map((r) => r.name)).toEqual(["Alpha", "Echo"]);
    expect(after.rows.map((r) => isChanged(after, r))).toEqual([true, false]);
  });

  test("after a save (the edits become the originals) the list read is shown as read", () => {
    const first = withEditsKept(null, [row(1, "Alpha")]);
    const saved = { rows: [{ ...first.rows[0]!, services: "Sunday 8:00 AM" }], original: new Map([[1, { ...first.rows[0]!, services: "Sunday 8:00 AM" }]]) };
    const after = withEditsKept(saved, [row(1, "Alpha", "Sunday 8:00 AM")]);
    expect(after.rows.map((r) => isChanged(after, r))).toEqual([false]);
  });
});
