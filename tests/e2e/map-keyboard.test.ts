import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { useServerAndBrowser } from "../helpers/e2e";
import { fakeTiles, hydrated } from "../helpers/pages";
import { poll } from "../helpers/poll";
import { createChurch } from "../../src/db/seed/factories";

const e2e = useServerAndBrowser({ SEED: "none" });

// Three churches far enough apart downtown that none clusters at the map's first zoom.
beforeAll(() => {
  const db = e2e.server.db();
  createChurch(db, { name: "Westside Keyboard Chapel", denomination: "Baptist", latitude: 29.43, longitude: -98.6 });
  createChurch(db, { name: "Central Keyboard Church", denomination: "Baptist", latitude: 29.43, longitude: -98.49 });
  createChurch(db, { name: "Eastside Keyboard Temple", denomination: "Baptist", latitude: 29.43, longitude: -98.38 });
  // Out of the whole directory's first view: pinned once the map shows Dallas.
  createChurch(db, { name: "Dallas Faraway Hall", denomination: "Baptist", latitude: 32.78, longitude: -96.8 });
  // A clump north-west of downtown (a centre and four pins 0.02° and 0.04° from it) the map should fit.
  for (const [name, latitude, longitude] of [["Centre", 29.52, -98.58], ["North", 29.54, -98.58], ["South", 29.5, -98.58], ["East", 29.52, -98.54], ["West", 29.52, -98.62]] as const) {
    createChurch(db, { name: `Clump ${name} Church`, latitude, longitude });
  }
  // Two churches 100 m apart, a cluster until the map zooms in far, among three spread over the city.
  createChurch(db, { name: "Alamo Pair Chapel", latitude: 29.36, longitude: -98.56 });
  createChurch(db, { name: "Alamo Pair Church", latitude: 29.3602, longitude: -98.559 });
  createChurch(db, { name: "Alamo Westside Hall", latitude: 29.37, longitude: -98.7 });
  createChurch(db, { name: "Alamo Northside Hall", latitude: 29.47, longitude: -98.66 });
  createChurch(db, { name: "Alamo Southside Temple", latitude: 29.25, longitude: -98.53 });
});

/** The directory's map at this width and language, its markers drawn (on a phone, behind 'Map'). */
async function openMap(path: string, width: number, lang: "en" | "es") {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
  await fakeTiles(context);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}${lang === "es" ? "/es" : ""}${path}`);
  await hydrated(page);
  if (width < 768) await page.getByRole("button", { name: lang === "es" ? "Ver mapa" : "Show map", exact: true }).click();
  await page.locator(".leaflet-marker-icon").first().waitFor();
  return { page, context };
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
/** The map frame's box and each marker's centre, in the viewport's pixels, by its name. */
async function layout(page: Page) {
  const frame = (await page.locator(".leaflet-container").boundingBox())!;
  const markers = await page.locator(".leaflet-marker-icon").evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { name: el.getAttribute("aria-label")!, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  return { frame, markers: new Map(markers.map((m) => [m.name, m])) };
}
/** Whether a box (left, top, right, bottom) lies in the frame and fills at least 40% of its width or height: the view was fitted to it. */
function fitted(frame: { x: number; y: number; width: number; height: number }, [left, top, right, bottom]: number[]) {
  const inside = left! >= frame.x && right! <= frame.x + frame.width && top! >= frame.y && bottom! <= frame.y + frame.height;
  return { inside, fills: (right! - left!) / frame.width >= 0.4 || (bottom! - top!) / frame.height >= 0.4 };
}

describe("the directory map by keyboard", () => {
  test("markers are named, each a tab stop, arrows move between markers and Enter opens the card", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeTiles(context);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/directory?search=keyboard`);
    await hydrated(page);
    const markers = page.locator(".leaflet-marker-icon");
    await markers.nth(2).waitFor();
    expect(await markers.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(["Westside Keyboard Chapel", "Central Keyboard Church", "Eastside Keyboard Temple"]);
    expect(await markers.evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))).toEqual([0, 0, 0]);

    await markers.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedName(page)).toBe("Central Keyboard Church");
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
    await page.goto(`${e2e.server.url}/directory`);
    await hydrated(page);
    await page.getByRole("button", { name: "Central Keyboard Church", exact: true }).waitFor();
    const holds = (box: number[], lat: number, lng: number) => box[0]! <= lat && lat <= box[2]! && box[1]! <= lng && lng <= box[3]!;
    // The first ask is San Antonio's view, widened: downtown in it, Dallas not.
    expect(holds(boxes[0]!, 29.43, -98.49)).toBe(true);
    expect(holds(boxes[0]!, 32.78, -96.8)).toBe(false);
    // Shift zooms out three steps (zoom 8: San Antonio's churches clustered); three more show Dallas.
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    await zoomOut.click({ modifiers: ["Shift"] });
    await page.getByRole("button", { name: "Central Keyboard Church", exact: true }).waitFor({ state: "detached" });
    await zoomOut.click({ modifiers: ["Shift"] });
    await page.getByRole("button", { name: "Dallas Faraway Hall", exact: true }).waitFor();
    expect(holds(boxes.at(-1)!, 32.78, -96.8)).toBe(true);
    await context.close();
  });

  for (const [width, lang] of [[1280, "en"], [375, "es"]] as const) {
    test(`the view fits the results: a clump fills the map (${width} px, ${lang}; docs/decisions/0060-bulk-update-and-map-view.md)`, async () => {
      const { page, context } = await openMap("/directory?search=clump", width, lang);
      await page.locator(".leaflet-container").screenshot({ path: `/tmp/shots/34-map-fit-results-${width}.png` });
      const { frame, markers } = await layout(page);
      expect(markers.size).toBe(5);
      const xs = [...markers.values()].map((m) => m.x);
      const ys = [...markers.values()].map((m) => m.y);
      expect(fitted(frame, [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)])).toEqual({ inside: true, fills: true });
      await context.close();
    });

    test(`around a place, the view fits the search radius (${width} px, ${lang})`, async () => {
      // 2 miles around the clump's centre: its centre, north and south pins match; the radius reaches past them.
      const { page, context } = await openMap("/directory?near=29.52,-98.58&radius=2", width, lang);
      await page.locator(".leaflet-container").screenshot({ path: `/tmp/shots/34-map-fit-radius-${width}.png` });
      const { frame, markers } = await layout(page);
      expect([...markers.keys()].sort()).toEqual(["Clump Centre Church", "Clump North Church", "Clump South Church"]);
      const centre = markers.get("Clump Centre Church")!;
      // Pixels per degree from two pins 0.02° of latitude apart; a degree of longitude is cos(latitude) of it.
      const perLat = (centre.y - markers.get("Clump North Church")!.y) / 0.02;
      const perLng = perLat * Math.cos((29.52 * Math.PI) / 180);
      const [dLat, dLng] = [2 / 69.09, 2 / 69.09 / Math.cos((29.52 * Math.PI) / 180)];
      const circle = [centre.x - dLng * perLng, centre.y - dLat * perLat, centre.x + dLng * perLng, centre.y + dLat * perLat];
      expect(fitted(frame, circle)).toEqual({ inside: true, fills: true });
      await context.close();
    });

    test(`Enter on a cluster zooms in and hands the focus to its first pin; every pin in view is a tab stop (${width} px, ${lang})`, async () => {
      const { page, context } = await openMap("/directory?search=alamo", width, lang);
      const cluster = lang === "es" ? "2 iglesias: acerque el mapa" : "2 churches: zoom in";
      const markers = page.locator(".leaflet-marker-icon");
      await page.getByRole("button", { name: cluster }).waitFor();
      expect(await markers.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(["Alamo Westside Hall", "Alamo Northside Hall", cluster, "Alamo Southside Temple"]);
      // Tab walks the pins west to east, the cluster among them.
      await markers.first().focus();
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe("Alamo Northside Hall");
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe(cluster);
      await page.keyboard.press("Enter");
      expect(await poll(() => focusedName(page), (name) => name === "Alamo Pair Chapel")).toBe("Alamo Pair Chapel");
      await page.locator(".leaflet-container").screenshot({ path: `/tmp/shots/34-map-cluster-focus-${width}.png` });
      expect(await markers.evaluateAll((els) => els.every((el) => (el as HTMLElement).tabIndex === 0))).toBe(true);
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe("Alamo Pair Church");
      // Enter on a church opens its card, which takes the keyboard.
      await page.keyboard.press("Enter");
      await page.getByTestId("map-info-card").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("map-info-card");
      await context.close();
    });
  }
});
