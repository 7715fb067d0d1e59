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
  // Out of the first view: pinned once the map shows Dallas.
  createChurch(db, { name: "Dallas Keyboard Hall", denomination: "Baptist", latitude: 32.78, longitude: -96.8 });
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

  test("the map asks for the pins in view, and again when it zooms out of them (docs/decisions/0045-map-pins-in-view.md)", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeTiles(context);
    const page = await context.newPage();
    const boxes: number[][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/churches/map") boxes.push(url.searchParams.get("bbox")!.split(",").map(Number));
    });
    await page.goto(`${e2e.server.url}/directory?search=keyboard`);
    await hydrated(page);
    await page.locator(".leaflet-marker-icon").nth(2).waitFor();
    const holds = (box: number[], lat: number, lng: number) => box[0]! <= lat && lat <= box[2]! && box[1]! <= lng && lng <= box[3]!;
    // The first ask is San Antonio's view, widened: downtown in it, Dallas not.
    expect(holds(boxes[0]!, 29.43, -98.49)).toBe(true);
    expect(holds(boxes[0]!, 32.78, -96.8)).toBe(false);
    // Shift zooms out three steps (zoom 8: San Antonio's three churches one cluster); three more show Dallas.
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    await zoomOut.click({ modifiers: ["Shift"] });
    await page.waitForFunction(() => document.querySelectorAll(".leaflet-marker-icon").length === 1);
    await zoomOut.click({ modifiers: ["Shift"] });
    await page.getByRole("button", { name: "Dallas Keyboard Hall" }).waitFor();
    expect(holds(boxes.at(-1)!, 32.78, -96.8)).toBe(true);
    await context.close();
  });
});
