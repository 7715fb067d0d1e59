/**
 * Builds the browser assets into dist/, once per language: the shell's entry (every page), the island entry (React,
 * pages with islands) and one chunk per island, code-split together so a module both use (the
 * toasts) is one chunk and one instance (docs/decisions/0039-shell-without-react.md); minified,
 * hashed names; the stylesheet of every *.css.ts file, .gz and .br copies, and manifest.json.
 * Run by `bun run build` (scripts/build-web.ts) or by the server's start-up when the manifest is
 * missing; it first writes the island registry from web/islands.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Lang } from "../contract/i18n/lang";
import { assetsDir, distDir, manifestPath, type AssetManifest, type ScriptManifest } from "./assets";
import { messagesPlugin } from "./i18n/messages-plugin";
import { islandsDir, writeIslandRegistry } from "./island-registry";
import { vanillaExtractBrowserPlugin } from "./vanilla-extract/browser-plugin";
import { collectedCss } from "./vanilla-extract/styles-registry";
import { projectRoot } from "./vanilla-extract/file-scope";
import { messageKeysPlugin } from "./i18n/message-keys-plugin";

const webDir = join(projectRoot, "web");

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(suffix))
    .map((f) => join(dir, f))
    .sort();
}

/** Evaluates every stylesheet module (tokens and globals first) so the CSS holds them all. */
async function buildCss(): Promise<string> {
  const first = [join(webDir, "styles/theme.css.ts"), join(webDir, "styles/global.css.ts")];
  for (const file of [...first, ...filesUnder(webDir, ".css.ts")]) await import(file);
  return collectedCss();
}

async function readScripts(paths: string[]): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  for (const path of paths) if (path.endsWith(".js")) scripts.set(`/assets/${relative(assetsDir, path)}`, await Bun.file(path).text());
  return scripts;
}

/**
 * The chunks each entry imports statically, all the way down: the browser learns of them only
 * after fetching the file that imports them, so the page preloads them instead. Dynamic imports
 * (`import("./…")`, an island's lazy parts) are left out: they load when used.
 */
export function staticImportsOf(scripts: Map<string, string>, entries: string[]): Record<string, string[]> {
  const direct = (file: string) => [...(scripts.get(file) ?? "").matchAll(/\b(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
  const result: Record<string, string[]> = {};
  for (const entry of entries) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      for (const chunk of direct(file)) if (!seen.has(chunk)) (seen.add(chunk), visit(chunk));
    };
    visit(entry);
    result[entry] = [...seen];
  }
  return result;
}

/** One language's browser scripts: entries, island chunks and what each imports (docs/i18n.md, Catalogues). */
async function buildScripts(lang: Lang, islandNames: string[], log: (line: string) => void): Promise<{ manifest: ScriptManifest; files: string[] }> {
  const result = await Bun.build({
    entrypoints: [join(webDir, "entry-shell.ts"), join(webDir, "entry-client.tsx"), ...islandNames.map((name) => join(islandsDir, `${name}.tsx`))],
    outdir: assetsDir,
    target: "browser",
    format: "esm",
    splitting: true,
    // Bun's own preloading writes a table of every chunk's dependencies into each script (1 KiB on
    // the directory); the server preloads each island's static imports itself, and the map's lazy
    // chunks load no later without it (docs/decisions/0048-filters-declared-once.md, What it weighs).
    modulePreload: false,
    minify: true,
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [vanillaExtractBrowserPlugin, messagesPlugin(lang), messageKeysPlugin],
  });
  if (!result.success) {
    for (const message of result.logs) log(String(message));
    throw new Error("The web build failed.");
  }
  const url = (path: string) => `/assets/${relative(assetsDir, path)}`;
  const entries = result.outputs.filter((o) => o.kind === "entry-point");
  const entryNamed = (prefix: string) => entries.find((o) => basename(o.path).startsWith(prefix));
  const shellEntry = entryNamed("entry-shell-");
  const islandEntry = entryNamed("entry-client-");
  if (!shellEntry || !islandEntry) throw new Error("The web build produced no shell or island entry.");
  const islands: Record<string, string> = {};
  for (const name of islandNames) {
    const output = entryNamed(`${name}-`);
    if (output) islands[name] = url(output.path);
  }
  const staticImports = staticImportsOf(await readScripts(result.outputs.map((o) => o.path)), entries.map((o) => url(o.path)));
  return { manifest: { shellEntry: url(shellEntry.path), islandEntry: url(islandEntry.path), islands, staticImports }, files: result.outputs.map((o) => o.path) };
}

export async function buildWeb(log: (line: string) => void = console.log): Promise<AssetManifest> {
  const started = performance.now();
  // Each island is an entry of its own: its chunk is what the page preloads.
  const islandNames = writeIslandRegistry();
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });

  // One build per language; a chunk without texts (React, Leaflet) comes out byte for byte the
  // same, under the same hashed name, and is downloaded once whatever the language.
  const english = await buildScripts("en", islandNames, log);
  const spanish = await buildScripts("es", islandNames, log);

  const css = await buildCss();
  const cssName = `app-${Bun.hash(css).toString(36)}.css`;
  writeFileSync(join(assetsDir, cssName), css);
  // Leaflet's stylesheet, added by the map islands only when a map loads.
  const leafletCss = await Bun.file(join(projectRoot, "node_modules/leaflet/dist/leaflet.css")).text();
  const leafletCssName = `leaflet-${Bun.hash(leafletCss).toString(36)}.css`;
  writeFileSync(join(assetsDir, leafletCssName), leafletCss);

  let totalGzip = 0;
  for (const file of readdirSync(assetsDir)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const bytes = await Bun.file(join(assetsDir, file)).bytes();
    const gz = Bun.gzipSync(bytes, { level: 9 });
    writeFileSync(join(assetsDir, `${file}.gz`), gz);
    // Quality 9, not 11: within 5% of the smallest for a twentieth of the build's time (docs/caching.md).
    writeFileSync(join(assetsDir, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    totalGzip += gz.byteLength;
  }

  const manifest: AssetManifest = {
    css: `/assets/${cssName}`,
    leafletCss: `/assets/${leafletCssName}`,
    scripts: { en: english.manifest, es: spanish.manifest },
  };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  const files = new Set([...english.files, ...spanish.files]).size;
  log(`Built web assets in ${Math.round(performance.now() - started)} ms (${files} files in English and Spanish, ${(totalGzip / 1024).toFixed(1)} KiB gzipped).`);
  return manifest;
}
