import { afterAll, beforeAll } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

/**
 * For an end-to-end test file: starts the real server and Chromium before its tests and stops
 * both after. Read `server` and `browser` inside the tests.
 */
export function useServerAndBrowser(env: Record<string, string> = { SEED: "demo" }) {
  const handles = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startServer(env), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return handles;
}
