import { spawnSync } from "node:child_process";

/** The names a Chromium or Chrome binary goes by on Linux and macOS package managers. */
const BROWSER_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, Google's `chrome-headless-shell`):
 * the browser tests drive it when there is one, at about a third of the full browser's CPU per page
 * (docs/decisions/0098-headless-shell-for-tests.md).
 */
export const HEADLESS_SHELL_NAMES = ["chromium-headless-shell", "chrome-headless-shell"];

/** True when the binary starts and reports its version (a wrapper script whose browser is gone does not). */
function runs(path: string): boolean {
  const result = spawnSync(path, ["--version"], { stdio: "ignore", timeout: 20_000 });
  return result.status === 0;
}

function firstThatRuns(names: string[], env: Record<string, string | undefined>): string | null {
  for (const name of names) {
    const path = Bun.which(name, { PATH: env.PATH ?? "" });
    if (path && runs(path)) return path;
  }
  return null;
}

/**
 * The full browser the audit drives (Lighthouse measures what a visitor's Chrome does): CHROMIUM_PATH
 * when it is set (and then only that one), else the first Chromium or Chrome on the PATH that runs.
 * Null when there is none.
 */
export function findBrowser(env: Record<string, string | undefined> = process.env): string | null {
  if (env.CHROMIUM_PATH) return runs(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return firstThatRuns(BROWSER_NAMES, env);
}

/** The browser the end-to-end tests drive: CHROMIUM_PATH when set, else a headless shell, else a full browser. */
export function findTestBrowser(env: Record<string, string | undefined> = process.env): string | null {
  if (env.CHROMIUM_PATH) return findBrowser(env);
  return firstThatRuns(HEADLESS_SHELL_NAMES, env) ?? findBrowser(env);
}
