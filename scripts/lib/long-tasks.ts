import type { Browser } from "playwright-core";
import { SESSION_COOKIE } from "../../src/sessions/sessions";

/** The budget every page meets (docs/testing.md, Page quality audit): main-thread blocking after first paint, in ms. */
export const BLOCKING_AIM = 100;
/** Chromium's CPU slowed four times, as Lighthouse's mobile preset assumes of a mid-range phone. */
const CPU_SLOWDOWN = 4;
/** A page is done once this long passed with no new long task (hydration waits for idle time: decision 0040). */
const QUIET_MS = 1500;
const MAX_WAIT_MS = 15_000;

export interface BlockingSummary {
  /** The median run, ms. */
  median: number;
  /** Every run, lowest first. */
  runs: number[];
}

/**
 * Main-thread blocking after first paint, measured in Chromium itself rather than simulated: the
 * long tasks (over 50 ms) Chromium reports to a `longtask` PerformanceObserver from first
 * contentful paint until the page is quiet, each counted past its first 50 ms (what Total Blocking
 * Time counts), on a phone-sized window with the CPU slowed four times; the median of `runs` loads
 * in fresh contexts. Lighthouse's simulated TBT moved 0–154 ms between runs of one page on this
 * machine; this measure is what the page did (decision 0079, docs/testing.md).
 */
export async function blockingAfterFirstPaint(browser: Browser, url: string, cookie: string | undefined, runs = 9): Promise<BlockingSummary> {
  const measured: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url }]);
    await context.addInitScript(() => {
      const seen: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const started = Date.now();
    let count = -1;
    let lastChange = Date.now();
    while (Date.now() - lastChange < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
      const now = await page.evaluate(() => (window as unknown as { __longTasks: unknown[] }).__longTasks.length);
      if (now !== count) [count, lastChange] = [now, Date.now()];
      await page.waitForTimeout(250);
    }
    measured.push(
      await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
        return Math.round(tasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50), 0));
      }),
    );
    await context.close();
  }
  measured.sort((a, b) => a - b);
  return { median: measured[Math.floor(measured.length / 2)]!, runs: measured };
}
