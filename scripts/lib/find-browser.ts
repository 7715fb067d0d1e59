import { spawnSync } from "node:child_process";

/** The names a Chromium or Chrome binary goes by on Linux and macOS package managers. */
const BROWSER_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

/** True when the binary starts and reports its version (a wrapper script whose browser is gone does not). */
function runs(path: string): boolean {
  const result = spawnSync(path, ["--version"], { stdio: "ignore", timeout: 20_000 });
  return result.status === 0;
}

/**
 * The browser the end-to-end tests and the audit drive: CHROMIUM_PATH when it is set (and then only
 * that one), else the first Chromium or Chrome on the PATH that runs. Null when there is none.
 */
export function findBrowser(env: Record<string, string | undefined> = process.env): string | null {
  if (env.CHROMIUM_PATH) return runs(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const name of BROWSER_NAMES) {
    const path = Bun.which(name, { PATH: env.PATH ?? "" });
    if (path && runs(path)) return path;
  }
  return null;
}
