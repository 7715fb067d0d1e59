import { describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

// The server's import rules (docs/architecture.md): the shared contract stays free of server code,
// drizzle stays in the data layer, and features meet through services. The browser's rules are in
// web-boundaries.test.ts.

interface Import {
  file: string;
  target: string;
}

const IMPORT = /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[^\w.])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;

function importsOf(folder: string): Import[] {
  const found: Import[] = [];
  for (const file of new Glob(`${folder}/**/*.{ts,tsx}`).scanSync(projectRoot)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(projectRoot, file), "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      const target = spec.startsWith(".") ? relative(projectRoot, join(projectRoot, dirname(file), spec)) : spec;
      found.push({ file, target });
    }
  }
  return found;
}

const show = (imports: Import[]) => imports.map((i) => `${i.file} imports ${i.target}`);

describe("import rules", () => {
  test("src/contract/ imports nothing of the server", () => {
    const server = importsOf("src/contract").filter((i) => /^(src|web|scripts)\//.test(i.target) && !i.target.startsWith("src/contract/"));
    expect(show(server)).toEqual([]);
  });

  test("only src/db/ and queries files (queries.ts, *-queries.ts) import drizzle", () => {
    const drizzle = [...importsOf("src"), ...importsOf("web"), ...importsOf("scripts")].filter((i) => i.target.startsWith("drizzle-orm") && !i.file.startsWith("src/db/") && !/\/([\w-]+-)?queries\.ts$/.test(i.file));
    expect(show(drizzle)).toEqual([]);
  });

  test("no service hands its queries out: re-exports from a queries file are refused", () => {
    const handedOut = [...new Glob("src/features/*/*.ts").scanSync(projectRoot)].filter((file) => !/\.test\.ts$|queries\.ts$/.test(file)).flatMap((file) =>
      [...readFileSync(join(projectRoot, file), "utf8").matchAll(/^export\s+(?:type\s+)?\{[^}]*\}\s+from\s+"\.\/([\w-]+-)?queries";/gm)].map(() => file),
    );
    expect(handedOut).toEqual([]);
  });

  test("every table is written by one feature's queries", () => {
    const writers = new Map<string, Set<string>>();
    for (const file of new Glob("src/features/*/*queries.ts").scanSync(projectRoot)) {
      const feature = file.split("/")[2]!;
      for (const m of readFileSync(join(projectRoot, file), "utf8").matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
        writers.set(m[1]!, (writers.get(m[1]!) ?? new Set()).add(feature));
      }
    }
    const shared = [...writers].filter(([, features]) => features.size > 1).map(([table, features]) => `${table}: ${[...features].join(", ")}`);
    expect(shared).toEqual([]);
  });

  test("no feature imports another feature's queries", () => {
    const crossing = importsOf("src/features").filter((i) => {
      const from = i.file.split("/")[2];
      const to = /^src\/features\/([^/]+)\/([\w-]+-)?queries(\.ts)?$/.exec(i.target)?.[1];
      return to !== undefined && to !== from;
    });
    expect(show(crossing)).toEqual([]);
  });
});
