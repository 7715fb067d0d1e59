import { chromium, type Browser } from "playwright-core";
import { findBrowser } from "../../scripts/lib/find-browser";

/** Found once per test file: `scripts/ensure-browser.ts` has already made sure there is one. */
let browserPath: string | null | undefined;

export function launchBrowser(): Promise<Browser> {
  browserPath ??= findBrowser();
  return chromium.launch({
    executablePath: browserPath ?? undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}
