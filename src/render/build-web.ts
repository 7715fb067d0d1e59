/**
 * Builds the browser assets into dist/: one client entry plus one chunk per island (code-split,
 * minified, hashed names), the stylesheet of every *.css.ts file, .gz copies, and manifest.json.
 * Run by `bun run build` (scripts/build-web.ts) or by the server's start-up when the manifest is
 * missing; it first writes the island registry from web/islands.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { assetsDir, distDir, manifestPath, type AssetManifest } from "./assets";
import { islandsDir, writeIslandRegistry } from "./island-registry";
import { vanillaExtractBrowserPlugin } from "./vanilla-extract/browser-plugin";
import { collectedCss } from "./vanilla-extract/styles-registry";
import { projectRoot } from "./vanilla-extract/file-scope";

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

export async function buildWeb(log: (line: string) => void = console.log): Promise<AssetManifest> {
  const started = performance.now();
  // Each island is an entry of its own: its chunk is what the page preloads.
  const islandNames = writeIslandRegistry();
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });

  const result = await Bun.build({
    entrypoints: [join(webDir, "entry-client.tsx"), ...islandNames.map((name) => join(islandsDir, `${name}.tsx`))],
    outdir: assetsDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: true,
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [vanillaExtractBrowserPlugin],
  });
  if (!result.success) {
    for (const message of result.logs) log(String(message));
    throw new Error("The web build failed.");
  }

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
    const gz = Bun.gzipSync(await Bun.file(join(assetsDir, file)).bytes(), { level: 9 });
    writeFileSync(join(assetsDir, `${file}.gz`), gz);
    totalGzip += gz.byteLength;
  }

  const url = (path: string) => `/assets/${relative(assetsDir, path)}`;
  const entries = result.outputs.filter((o) => o.kind === "entry-point");
  const entry = entries.find((o) => basename(o.path).startsWith("entry-client-"));
  if (!entry) throw new Error("The web build produced no client entry.");
  const islands: Record<string, string> = {};
  for (const name of islandNames) {
    const output = entries.find((o) => basename(o.path).startsWith(`${name}-`));
    if (output) islands[name] = url(output.path);
  }
  const manifest: AssetManifest = { entry: url(entry.path), css: `/assets/${cssName}`, leafletCss: `/assets/${leafletCssName}`, islands };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  log(`Built web assets in ${Math.round(performance.now() - started)} ms (${result.outputs.length} files, ${(totalGzip / 1024).toFixed(1)} KiB gzipped).`);
  return manifest;
}

