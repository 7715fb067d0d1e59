import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./vanilla-extract/file-scope";

/** Written by the web build (build-web.ts): the hashed file of each browser asset. */
export interface AssetManifest {
  entry: string;
  css: string;
  leafletCss: string;
  /** Island name → its code-split chunk, for modulepreload. */
  islands: Record<string, string>;
}

export const distDir = join(projectRoot, "dist");
export const assetsDir = join(distDir, "assets");
export const manifestPath = join(distDir, "manifest.json");

export function readManifest(): AssetManifest | null {
  if (!existsSync(manifestPath)) return null;
  return JSON.parse(readFileSync(manifestPath, "utf8"));
}
