import { expect, test } from "bun:test";
import { Glob } from "bun";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

/** Small files with one job (docs/architecture.md): no code or test file grows past 300 lines. */
const MAX_LINES = 300;

test(`no file of code or tests is longer than ${MAX_LINES} lines`, () => {
  const long: string[] = [];
  for (const folder of ["src", "web", "scripts", "bench", "tests"]) {
    for (const file of new Glob(`${folder}/**/*.{ts,tsx}`).scanSync(projectRoot)) {
      if (file.endsWith(".gen.ts")) continue;
      const lines = readFileSync(join(projectRoot, file), "utf8").split("\n").length - 1;
      if (lines > MAX_LINES) long.push(`${file}: ${lines} lines`);
    }
  }
  expect(long).toEqual([]);
});
