import { chromium, type Browser } from "playwright-core";
import { findTestBrowser } from "../../scripts/lib/find-browser";

/** Found once: `scripts/ensure-browser.ts` has already made sure there is one. */
let browserPath: string | null | undefined;
let shared: Promise<Browser> | undefined;

function launch(): Promise<Browser> {
  browserPath ??= findTestBrowser();
  return chromium.launch({
    executablePath: browserPath ?? undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

/**
 * One Chromium for every end-to-end file of a `bun test` run (docs/testing.md): each file opens
 * its own contexts and closes them, and the browser is started again only if it went away. It is
 * closed when the test process ends.
 */
export async function launchBrowser(): Promise<Browser> {
  const current = shared && (await shared);
  if (current?.isConnected()) return current;
  shared = launch();
  const browser = await shared;
  process.once("beforeExit", () => void browser.close());
  return browser;
}
