import type { BrowserContext, Locator, Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { projectRoot } from "../../src/render/vanilla-extract/file-scope";

/** A 1×1 PNG answered for every map tile, so tests never reach the tile server. */
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

export async function fakeTiles(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE }));
}

/**
 * Resolves once every island on the page has hydrated and every part of the shell is enhanced
 * (entry-client and web/enhance mark each element).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[data-island]:not([data-hydrated]), [data-enhance]:not([data-enhanced])").length === 0);
}

/**
 * Clicks a link or button below a list of church cards once it holds still. Cards off the screen
 * are laid out only when they come near it (content-visibility: auto, web/components/ChurchCard.css.ts),
 * a frame or two after a scroll: scrolled to, the directory's page links moved 87 px after
 * Playwright had found them still, and its click at their old place did nothing.
 */
export async function clickWhenStill(target: Locator): Promise<void> {
  await target.evaluate(async (element) => {
    element.scrollIntoView({ block: "center" });
    let last = Number.NaN;
    for (let still = 0; still < 3; ) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const top = element.getBoundingClientRect().top;
      still = top === last ? still + 1 : 0;
      last = top;
    }
  });
  await target.click();
}

const axeSource = readFileSync(`${projectRoot}/node_modules/axe-core/axe.min.js`, "utf8");

/** axe-core's violations of the given impacts on the current page. */
/**
 * Holds React's entry back, so a test can type into a page before its islands hydrate
 * (docs/decisions/0040-first-paint.md); the answer lets it load.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/entry-client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function axeViolations(page: Page, impacts: string[] = ["serious", "critical"]): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Only violations are read: axe then keeps one node of each pass, not every one (a quarter quicker).
    const result = await (window as unknown as { axe: { run: (ctx: Document, options: { resultTypes: string[] }) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  });
  return violations.filter((v) => impacts.includes(v.impact)).map((v) => `${v.impact} ${v.id}: ${v.targets.join(", ")}`);
}
