import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema";
import { createSession } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";

// The demo data, as the audit sees it: the owner's premium church has its analytics and plan.
const e2e = useServerAndBrowser({ SEED: "demo" });

/**
 * Every layout shift a page makes while it loads, nothing touched: what moved, from where to where.
 * All are counted, as Lighthouse counts them: Chromium marks an emulated phone's shifts as after
 * input although none was made.
 */
async function shiftsOn(role: "owner" | "admin", path: string) {
  const db = e2e.server.db();
  const user = db.select({ id: users.id }).from(users).where(eq(users.role, role)).get()!;
  // A phone, as Lighthouse's mobile preset sees the page.
  const context = await e2e.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        for (const s of entry.sources) seen.push(`${s.node?.nodeName ?? "?"} «${(s.node?.textContent ?? "").slice(0, 30)}» y ${Math.round(s.previousRect.y)} → ${Math.round(s.currentRect.y)}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  // A phone's slower processor, as Lighthouse simulates it: the page paints before its scripts have run.
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(e2e.server.url + path, { waitUntil: "networkidle" });
  await hydrated(page);
  // What the page asks for after hydrating has arrived and been drawn.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  await context.close();
  return shifts;
}

// docs/decisions/0099-signed-in-layout-shift.md: what a signed-in page shows at first is what stays.
describe("signed-in pages do not move as they load, at a phone's width", () => {
  test.each([
    ["admin", "/admin"],
    ["admin", "/admin?tab=listings"],
    ["admin", "/admin?tab=outbox"],
    ["admin", "/billing-test"],
    ["owner", "/dashboard?tab=analytics"],
    ["owner", "/dashboard?tab=billing"],
    ["owner", "/es/dashboard?tab=billing"],
    ["owner", "/dashboard/account"],
  ] as const)("%s: %s", async (role, path) => {
    expect(await shiftsOn(role, path)).toEqual([]);
  });
});
