import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./vanilla-extract/file-scope";

/** Written by the web build (build-web.ts): the hashed file of each browser asset. */
export interface AssetManifest {
  /** The shell's enhancers, loaded by every page (docs/decisions/0039-shell-without-react.md). */
  shellEntry: string;
  /** React and the island loaders, loaded only by a page that renders an island. */
  islandEntry: string;
  css: string;
  leafletCss: string;
  /** Island name → its code-split chunk, for modulepreload. */
  islands: Record<string, string>;
  /** Entry file → the chunks it imports statically, all the way down, for modulepreload. */
  staticImports: Record<string, string[]>;
}

export const distDir = join(projectRoot, "dist");
export const assetsDir = join(distDir, "assets");
export const manifestPath = join(distDir, "manifest.json");

export function readManifest(): AssetManifest | null {
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Partial<AssetManifest>;
  // A build from before the shell's own entry is built again, like a missing one.
  return manifest.shellEntry && manifest.staticImports ? (manifest as AssetManifest) : null;
}
