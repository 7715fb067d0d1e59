// Run before the tests: finds the Chromium the browser tests drive, or installs Debian's `chromium`
// when none is there and we may (root, apt-get); otherwise stops at once with the command to run.
import { spawnSync } from "node:child_process";
import { findBrowser } from "./lib/find-browser";

const INSTALL_HINT = "apt-get install -y chromium (as root, on Debian or Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary";

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

function aptInstallChromium(): void {
  console.log("No Chromium or Chrome found for the browser tests: installing Debian's chromium package (apt-get update && apt-get install -y chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) fail(`Installing Chromium failed (apt-get ${args.join(" ")} exited ${result.status}). Install it by hand: ${INSTALL_HINT}.`);
  }
}

if (process.env.CHROMIUM_PATH && !findBrowser()) {
  fail(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not start. Point it at a Chromium or Chrome binary, or unset it.`);
}
let browser = findBrowser();
if (!browser) {
  const mayInstall = process.getuid?.() === 0 && Bun.which("apt-get") !== null;
  if (!mayInstall) fail(`No Chromium or Chrome found for the browser tests. Install one: ${INSTALL_HINT}.`);
  aptInstallChromium();
  browser = findBrowser();
  if (!browser) fail(`Chromium was installed but does not start. ${INSTALL_HINT}.`);
}
console.log(`Browser tests use ${browser}`);
