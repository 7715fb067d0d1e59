import { beforeAll, describe, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { fakeTiles, hydrated } from "../helpers/pages";
import { createChurch } from "../../src/db/seed/factories";

const e2e = useServerAndBrowser({ SEED: "none" });

// Three churches far enough apart downtown that none clusters at the map's first zoom.
beforeAll(() => {
  const db = e2e.server.db();
  createChurch(db, { name: "Westside Keyboard Chapel", denomination: "Baptist", latitude: 29.43, longitude: -98.6 });
  createChurch(db, { name: "Central Keyboard Church", denomination: "Baptist", latitude: 29.43, longitude: -98.49 });
  createChurch(db, { name: "Eastside Keyboard Temple", denomination: "Baptist", latitude: 29.43, longitude: -98.38 });
});

describe("the directory map by keyboard", () => {
  test("markers are named, the map is one tab stop, arrows move between markers and Enter opens the card", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeTiles(context);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/directory?search=keyboard`);
    await hydrated(page);
    const markers = page.locator(".leaflet-marker-icon");
    await markers.nth(2).waitFor();
    expect(await markers.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(["Westside Keyboard Chapel", "Central Keyboard Church", "Eastside Keyboard Temple"]);
    expect(await markers.evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))).toEqual([0, -1, -1]);

    await markers.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Central Keyboard Church");
    expect(await markers.evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))).toEqual([-1, 0, -1]);
    await page.keyboard.press("Enter");
    const card = page.getByTestId("map-info-card");
    await card.waitFor();
    expect(await card.locator("h3").textContent()).toBe("Central Keyboard Church");
    // The keyboard is in the card it opened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("map-info-card");
    await context.close();
  });
});
