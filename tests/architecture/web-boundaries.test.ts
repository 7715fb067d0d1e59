import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The browser code's boundaries (docs/decisions/0016-island-registry.md): web/ imports only web/,
 * src/contract/ and packages; only islands and the pieces under their folders talk to the server,
 * so pages and components stay presentational.
 */
const root = join(import.meta.dir, "../..");
const webFiles = readdirSync(join(root, "web"), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))
  .map((f) => `web/${f}`);

interface Import {
  specifier: string;
  /** Erased from the output: it loads nothing. */
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const source = readFileSync(join(root, file), "utf8");
  const found: Import[] = [];
  for (const m of source.matchAll(/^\s*(import|export)(\s+type\b)?[^"';]*?\bfrom\s*["']([^"']+)["']/gm)) found.push({ specifier: m[3]!, typeOnly: Boolean(m[2]) });
  for (const m of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) found.push({ specifier: m[1]!, typeOnly: false });
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push({ specifier: m[1]!, typeOnly: false });
  return found;
}

/** The repository file a relative specifier names: as written, or with .ts, .tsx or /index.ts. */
function resolve(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const isFile = (p: string) => existsSync(join(root, p)) && statSync(join(root, p)).isFile();
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(isFile) ?? base;
}

const graph = new Map(webFiles.map((file) => [file, importsOf(file)]));
const local = (file: string, i: Import) => (i.specifier.startsWith(".") ? resolve(file, i.specifier) : null);

describe("web/ boundaries", () => {
  test("web/ imports only web/, src/contract/ and packages (never Node or Bun modules)", () => {
    const outside: string[] = [];
    for (const [file, imports] of graph)
      for (const i of imports) {
        const target = local(file, i);
        if (target ? !target.startsWith("web/") && !target.startsWith("src/contract/") : /^(node:|bun(:|$))/.test(i.specifier)) outside.push(`${file} → ${i.specifier}`);
      }
    expect(outside).toEqual([]);
  });

  test("only islands and their children talk to the server; pages and components do not", () => {
    // Pages render islands through the registry; the islands fetch in the browser, the page does not.
    const registry = "web/islands/index.ts";
    const fetching = new Set(webFiles.filter((file) => /\bfetch\(|XMLHttpRequest|navigator\.sendBeacon/.test(readFileSync(join(root, file), "utf8"))));
    const reachesFetching = (file: string) =>
      graph.get(file)!.some((i) => {
        const target = local(file, i);
        return !i.typeOnly && target !== null && target !== registry && fetching.has(target);
      });
    for (let grew = true; grew; ) {
      grew = false;
      for (const file of webFiles)
        if (!fetching.has(file) && reachesFetching(file)) {
          fetching.add(file);
          grew = true;
        }
    }
    expect(fetching.size).toBeGreaterThan(10);
    expect([...fetching].filter((file) => /^web\/(pages|components)\//.test(file))).toEqual([]);
  });

  test("an island's lazy parts go through lazyPart, so the server draws them from its first page", () => {
    // The directory's map is the one exception: its code comes when the map nears the screen,
    // and it imports itself on the server (web/islands/directory/DeferredDirectoryMap.tsx).
    const ownLazy = ["web/lib/lazy-part.ts", "web/islands/directory/DeferredDirectoryMap.tsx"];
    const bare = webFiles.filter((file) => /\blazy\(/.test(readFileSync(join(root, file), "utf8")) && !ownLazy.includes(file));
    expect(bare).toEqual([]);
  });
});
