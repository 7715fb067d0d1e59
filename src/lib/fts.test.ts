import { describe, expect, test } from "bun:test";
import { ftsQuery } from "./fts";

describe("ftsQuery", () => {
  test("each word becomes a quoted prefix term", () => {
    expect(ftsQuery("Grace Baptist")).toBe('"grace"* "baptist"*');
  });
  test("operators and quotes cannot reach FTS5", () => {
    expect(ftsQuery('") OR * NEAR(a b)')).toBe('"or"* "near"* "a"* "b"*');
    expect(ftsQuery("  --  ")).toBeNull();
  });
  test("words every listing has are left out unless nothing else is typed", () => {
    expect(ftsQuery("Agape Lutheran Church")).toBe('"agape"* "lutheran"*');
    expect(ftsQuery("church")).toBe('"church"*');
  });
  test("accents and other scripts are kept as words", () => {
    expect(ftsQuery("Iglesia Católica")).toBe('"católica"*');
  });
});
