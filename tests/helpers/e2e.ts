import { afterAll, beforeAll } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { hydrated } from "./pages";
import { startServer, type RunningServer } from "./server";

/**
 * For an end-to-end test file: starts the real server before its tests and stops it after, with
 * the run's one Chromium (tests/helpers/browser.ts), whose contexts the file leaves are closed.
 * Read `server` and `browser` inside the tests.
 */
export function useServerAndBrowser(env: Record<string, string> = { SEED: "demo" }) {
  const handles = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startServer(env), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    for (const context of handles.browser?.contexts() ?? []) await context.close();
    await handles.server?.stop();
  });
  return handles;
}

export interface OpenOptions {
  width?: number;
  javaScriptEnabled?: boolean;
  /** A session id to sign the browser in with. */
  session?: string;
}

/** A new browser context on `path` (1280 × 800 unless a width is given), hydrated when scripts run. */
export async function openPage(e2e: { server: RunningServer; browser: Browser }, path: string, options: OpenOptions = {}) {
  const context = await e2e.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.session) await context.addCookies([{ name: "sid", value: options.session, url: e2e.server.url }]);
  const page = await context.newPage();
  await page.goto(e2e.server.url + path);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, context };
}
