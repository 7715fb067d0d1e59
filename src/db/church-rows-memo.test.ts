import { describe, expect, test } from "bun:test";
import { DataVersion, memoChurchRows } from "./data-version";

describe("memoChurchRows", () => {
  const setUp = () => {
    const db = { dataVersion: new DataVersion() };
    const asked: number[][] = [];
    const memo = memoChurchRows<{ id: number; times: string[] }>(3);
    const rows = (ids: readonly number[], tag = "2026-12-02") =>
      memo(db, ids, tag, (missing) => {
        asked.push(missing);
        return new Map(missing.map((id) => [id, { id, times: [`${id}:00`] }]));
      });
    return { db, asked, rows };
  };

  test("only the churches not kept are read, in one batch; the answer has every church asked", () => {
    const { asked, rows } = setUp();
    rows([1, 2]);
    expect([...rows([2, 1, 3]).keys()].sort()).toEqual([1, 2, 3]);
    expect(asked).toEqual([[1, 2], [3]]);
  });

  test("a write to one church reads that church again; a write to everything, all of them", () => {
    const { db, asked, rows } = setUp();
    rows([1, 2]);
    db.dataVersion.record("churches", 2, false);
    rows([1, 2]);
    db.dataVersion.bump();
    rows([1, 2]);
    expect(asked).toEqual([[1, 2], [2], [1, 2]]);
  });

  test("another day (tag) reads again, and the oldest church goes past the bound", () => {
    const { asked, rows } = setUp();
    rows([1, 2, 3]);
    rows([1], "2026-12-03");
    rows([4]);
    rows([2]);
    expect(asked).toEqual([[1, 2, 3], [1], [4], [2]]);
  });

  test("the rows kept are frozen: an answer cannot change what the next one shows", () => {
    const { rows } = setUp();
    const first = rows([1]).get(1)!;
    expect(() => first.times.push("later")).toThrow();
    expect(rows([1]).get(1)!.times).toEqual(["1:00"]);
  });
});
