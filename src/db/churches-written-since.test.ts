import { expect, test } from "bun:test";
import { DataVersion } from "./data-version";

// The churches written since a version, for memos that patch themselves (docs/caching.md).

test("lists the churches written since, until a write concerns everything or the list lost some", () => {
  const version = new DataVersion();
  const start = version.current;
  version.record("churches", 7, false);
  version.record("churches", 9, false);
  const middle = version.current;
  version.record("churches", 7, false);
  expect(version.churchesWrittenSince(start)).toEqual(new Set([7, 9]));
  expect(version.churchesWrittenSince(middle)).toEqual(new Set([7]));
  expect(version.churchesWrittenSince(version.current)).toEqual(new Set());
  version.bump();
  expect(version.churchesWrittenSince(middle)).toBeUndefined();
  const afterBump = version.current;
  for (let church = 1; church <= 1100; church++) version.record("churches", church, false);
  // The list keeps the latest 1,024 writes: from before them it cannot tell.
  expect(version.churchesWrittenSince(afterBump)).toBeUndefined();
  expect(version.churchesWrittenSince(version.current - 3)).toEqual(new Set([1098, 1099, 1100]));
});
