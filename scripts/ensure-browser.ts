// Run before the tests: finds the browser the browser tests drive (Chromium's headless shell, else a
// full Chromium or Chrome), or installs Debian's `chromium-headless-shell` (or, failing that,
// `chromium`) when there is none and we may (root, apt-get); otherwise stops at once with the
// command to run (docs/decisions/0098-headless-shell-for-tests.md).
import { spawnSync } from "node:child_process";
import { basename } from "node:path";
import { findTestBrowser, HEADLESS_SHELL_NAMES } from "./lib/find-browser";

const INSTALL_HINT = "apt-get install -y chromium-headless-shell (as root, on Debian), or any Chromium or Chrome, or set CHROMIUM_PATH to a Chromium or Chrome binary";

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Installs one of Debian's packages; false when apt-get says no (an older release lacks the headless shell). */
function aptInstall(name: string, updated: { done: boolean }): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const steps = [...(updated.done ? [] : [["update", "-qq"]]), ["install", "-y", "-qq", name]];
  for (const args of steps) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) {
      console.log(`apt-get ${args.join(" ")} exited ${result.status}.`);
      return false;
    }
    if (args[0] === "update") updated.done = true;
  }
  return true;
}

if (process.env.CHROMIUM_PATH && !findTestBrowser()) {
  fail(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not start. Point it at a Chromium or Chrome binary, or unset it.`);
}
let browser = findTestBrowser();
if (!browser) {
  const mayInstall = process.getuid?.() === 0 && Bun.which("apt-get") !== null;
  if (!mayInstall) fail(`No Chromium or Chrome found for the browser tests. Install one: ${INSTALL_HINT}.`);
  console.log("No Chromium or Chrome found for the browser tests: installing Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell)…");
  const updated = { done: false };
  if (!aptInstall("chromium-headless-shell", updated)) {
    console.log("Installing Debian's chromium instead (apt-get install -y chromium)…");
    if (!aptInstall("chromium", updated)) fail(`Installing Chromium failed. Install it by hand: ${INSTALL_HINT}.`);
  }
  browser = findTestBrowser();
  if (!browser) fail(`Chromium was installed but does not start. ${INSTALL_HINT}.`);
}
const shell = HEADLESS_SHELL_NAMES.includes(basename(browser));
// A full browser works; the headless shell takes about a third of its CPU per page.
const faster = shell || process.env.CHROMIUM_PATH ? "" : " (the browser tests take about a quarter less time with Chromium's headless shell: apt-get install -y chromium-headless-shell)";
console.log(`Browser tests use ${browser}${faster}`);
