import { describe, expect, test } from "bun:test";
import { replicaEnd } from "./litestream";

describe("where the replica's copy ends (litestream generations)", () => {
  const header = "name  generation        lag     start                 end";

  test("the latest end of the generations listed", () => {
    const table = [header, "file  6d2b5a1c0e9f8a7b  1s      2026-12-02T08:00:00Z  2026-12-02T08:10:00Z", "file  0a1b2c3d4e5f6a7b  12m0s   2026-12-01T08:00:00Z  2026-12-02T07:58:00Z"].join("\n");
    expect(replicaEnd(table)).toEqual(new Date("2026-12-02T08:10:00Z"));
  });

  test("a generation that holds no write yet (Go's zero time) and an empty table: nothing held", () => {
    expect(replicaEnd([header, "file  6d2b5a1c0e9f8a7b  2562047h47m16.854775807s  0001-01-01T00:00:00Z  0001-01-01T00:00:00Z"].join("\n"))).toBeNull();
    expect(replicaEnd(header)).toBeNull();
  });
});
