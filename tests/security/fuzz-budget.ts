import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AppContext } from "../../src/app-context";
import type { PageRoute } from "../../src/render/page-route";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

/**
 * How many generated requests each route and page gets (docs/testing.md, Fuzzing): the whole
 * corpus, 1,000, under `bun run test:deep` (FUZZ=deep) and for what the recent change touched; a
 * tenth of it for the rest, so the everyday suite spends its time where the code moved.
 *
 * "What the change touched": the files changed in the working tree and since the commit named in
 * tests/security/fuzz-base (FUZZ_BASE overrides it), main as CI last passed it, set at the start of
 * each working session: the session's change, which CI runs right after (docs/testing.md). A clone
 * that lacks that commit cannot tell, and fuzzes every route with the whole corpus.
 * A feature's file marks its own routes and pages. Shared code gets SHARED_RUNS through each route
 * that reaches it: a contract, lib or db module through the features whose files import it, a
 * file every route passes through (src/http, src/server.ts, src/app.ts; src/render and web/ for
 * pages) through every route or page. It then meets tens of thousands of requests, without the
 * whole corpus repeated for each route.
 */
export const FULL_RUNS = 1000;
export const SHARED_RUNS = 300;
export const LIGHT_RUNS = 100;

const FEATURES = join(projectRoot, "src/features");

function git(args: string[]): string[] | undefined {
  const run = Bun.spawnSync(["git", ...args], { cwd: projectRoot, stdout: "pipe", stderr: "ignore" });
  return run.exitCode === 0 ? run.stdout.toString().split("\n").filter(Boolean) : undefined;
}

/** Files changed in the working tree and since the base commit, relative to the project's root; undefined when the base is not in this clone. */
function changedFiles(): string[] | undefined {
  const base = process.env.FUZZ_BASE ?? readFileSync(join(projectRoot, "tests/security/fuzz-base"), "utf8").trim();
  const committed = git(["diff", "--name-only", `${base}^{commit}`, "HEAD"]);
  if (!committed) return undefined;
  return [...new Set([...committed, ...(git(["diff", "--name-only", "HEAD"]) ?? []), ...(git(["ls-files", "--others", "--exclude-standard"]) ?? [])])];
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The features a changed shared module reaches: those with a file that imports it by name. */
function importers(module: string): string[] {
  const name = module.replace(/^src\//, "").replace(/\.tsx?$/, "");
  return readdirSync(FEATURES).filter((feature) => sourceFiles(join(FEATURES, feature)).some((file) => readFileSync(file, "utf8").includes(`${name}"`)));
}

export interface FuzzBudget {
  deep: boolean;
  /** Runs for a route ("POST /api/contacts") or a page ("page /contact"). */
  runs: (key: string) => number;
  /** The routes and pages that get the whole corpus, for the log. */
  full: string[];
}

/** Which routes and pages belong to which feature, by building each feature's plugins and reading its page list. */
async function featureOwners(ctx: AppContext): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const feature of readdirSync(FEATURES)) {
    for (const file of readdirSync(join(FEATURES, feature)).filter((f) => /(^|-)api\.tsx?$|^pages\.tsx?$/.test(f))) {
      const module = (await import(join(FEATURES, feature, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === "function" && name.endsWith("Api")) {
          const plugin = (value as (c: AppContext) => { routes: { method: string; path: string }[] })(ctx);
          for (const route of plugin.routes) owners.set(`${route.method} ${route.path}`, feature);
        } else if (Array.isArray(value) && name.endsWith("Pages")) {
          for (const page of value as PageRoute[]) owners.set(`page ${page.path}`, feature);
        }
      }
    }
  }
  return owners;
}

export async function fuzzBudget(ctx: AppContext): Promise<FuzzBudget> {
  const known = changedFiles();
  const deep = process.env.FUZZ === "deep" || known === undefined;
  const owners = await featureOwners(ctx);
  const changed = known ?? [];
  const everyRoute = changed.some((f) => f.startsWith("src/http/") || f === "src/server.ts" || f === "src/app.ts");
  const everyPage = everyRoute || changed.some((f) => f.startsWith("src/render/") || f.startsWith("web/"));
  const touched = new Set<string>();
  const reached = new Set<string>();
  for (const file of changed) {
    const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
    if (feature) touched.add(feature);
    else if (/^src\/(contract|lib|db)\//.test(file)) for (const f of importers(file)) reached.add(f);
  }
  const full = (key: string) => deep || touched.has(owners.get(key) ?? "") || !owners.has(key);
  const shared = (key: string) => (key.startsWith("page ") ? everyPage : everyRoute) || reached.has(owners.get(key) ?? "");
  return {
    deep,
    runs: (key) => (full(key) ? FULL_RUNS : shared(key) ? SHARED_RUNS : LIGHT_RUNS),
    full: [...owners.keys()].filter(full),
  };
}
