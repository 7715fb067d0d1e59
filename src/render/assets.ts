import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../contract/i18n/lang";
import { projectRoot } from "./vanilla-extract/file-scope";

/** One language's scripts: the build runs once per language, each carrying that language's texts (docs/i18n.md, Catalogues). */
export interface ScriptManifest {
  /** The shell's enhancers, loaded by every page (docs/decisions/0039-shell-without-react.md). */
  shellEntry: string;
  /** React and the island loaders, loaded only by a page that renders an island. */
  islandEntry: string;
  /** Island name → its code-split chunk, for modulepreload. */
  islands: Record<string, string>;
  /** Entry file → the chunks it imports statically, all the way down, for modulepreload. */
  staticImports: Record<string, string[]>;
}

/** Written by the web build (build-web.ts): the hashed file of each browser asset. */
export interface AssetManifest {
  css: string;
  leafletCss: string;
  scripts: Record<Lang, ScriptManifest>;
}

export const distDir = join(projectRoot, "dist");
export const assetsDir = join(distDir, "assets");
export const manifestPath = join(distDir, "manifest.json");

export function readManifest(): AssetManifest | null {
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Partial<AssetManifest>;
  // A build from before one build per language is built again, like a missing one.
  return manifest.scripts?.en && manifest.scripts.es ? (manifest as AssetManifest) : null;
}
