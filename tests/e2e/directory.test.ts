import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, fakeTiles, hydrated } from "../helpers/pages";
import { poll } from "../helpers/poll";
import { createChurch } from "../../src/db/seed/factories";
import { analyticsDaily } from "../../src/db/schema";

const e2e = useServerAndBrowser({ SEED: "none" });

// 30 plain churches (two pages of non-featured results) plus a few the tests look for.
beforeAll(() => {
  const db = e2e.server.db();
  for (let i = 1; i <= 30; i++) {
    createChurch(db, { name: `Zion Fellowship ${String(i).padStart(2, "0")}`, slug: `zion-${i}`, denomination: "Pentecostal", area: "Northeast", worshipStyle: "contemporary", languages: ["english"], latitude: 29.52 + i * 0.001, longitude: -98.4 });
  }
  createChurch(db, { name: "Grace Baptist Church", slug: "grace-baptist", denomination: "Baptist", area: "Downtown", worshipStyle: "traditional", languages: ["english"], featured: true, isPremium: true, description: "A historic downtown congregation.", services: ["Sunday 9:00 AM", "Sunday 11:00 AM"], latitude: 29.4241, longitude: -98.4936, address: "100 Commerce St, San Antonio, TX 78205", zip: "78205" });
  createChurch(db, { name: "Iglesia Bautista Emanuel", slug: "emanuel", denomination: "Baptist", area: "West Side", worshipStyle: "gospel", languages: ["spanish"], latitude: 29.425, longitude: -98.545, zip: "78207", services: ["Domingo 10:00 AM", "Domingo 12:30 PM", "Miércoles 7:00 PM", "Viernes 7:00 PM", "Sábado 6:00 PM"] });
  createChurch(db, { name: "Mission Road Methodist", slug: "mission-road", denomination: "Methodist", area: "South Side", featured: true, latitude: 29.36, longitude: -98.5 });
  createChurch(db, { name: "St. Luke Catholic Church", slug: "st-luke", denomination: "Catholic", area: "West Side", worshipStyle: "liturgical", languages: ["bilingual"], latitude: 29.43, longitude: -98.56 });
});

async function openDirectory(path = "/directory", options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
  await fakeTiles(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(e2e.server.url + path);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, context, response, errors };
}

/** Waits until the results have loaded and the count reads `text`. */
const resultsShow = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector("[aria-busy=false]") !== null && document.querySelector("[data-testid=result-count]")?.textContent === expected,
    text,
  );
/** The analytics counters (views and clicks arrive by sendBeacon, a moment after the action). */
const analytics = () => e2e.server.db().select().from(analyticsDaily).all();
const count = (page: Page) => page.getByTestId("result-count").textContent();
const cardNames = (page: Page) => page.getByTestId("church-card").locator("h3").allTextContents();

describe("directory filters (with JavaScript: results update in place)", () => {
  test("denomination, area, worship style, language and search each narrow the results, and the URL follows", async () => {
    const { page, context, errors } = await openDirectory();
    expect(await count(page)).toBe("34 churches found");
    const listRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/directory" || url.pathname === "/api/churches") listRequests.push(url.pathname + url.search);
    });

    await page.getByLabel("Denomination").selectOption("Baptist");
    await resultsShow(page, "2 churches found");
    // One search, one request: featured and other churches come merged from the server.
    expect(listRequests).toEqual(["/api/directory?denomination=Baptist"]);
    expect(new URL(page.url()).searchParams.get("denomination")).toBe("Baptist");
    expect(await cardNames(page)).toEqual(["Grace Baptist Church", "Iglesia Bautista Emanuel"]);

    await page.getByLabel("Area").selectOption("West Side");
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["Iglesia Bautista Emanuel"]);
    expect(await page.getByText("Area: West Side").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await resultsShow(page, "34 churches found");
    expect(new URL(page.url()).search).toBe("");

    await page.getByLabel("Worship style").selectOption("liturgical");
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["St. Luke Catholic Church"]);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.getByLabel("Language").selectOption("spanish");
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["Iglesia Bautista Emanuel"]);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.getByLabel("Search").fill("grace");
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["Grace Baptist Church"]);
    expect(new URL(page.url()).searchParams.get("search")).toBe("grace");

    await page.getByLabel("Search").fill("nothing-matches-this");
    await page.getByRole("heading", { name: "No Churches Found" }).waitFor();
    expect(await page.getByText("No churches match your current search criteria. Try adjusting your filters or search terms.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("grid shows featured first and pads the last row with Advertise tiles; list puts all in one column; pages load in place, on their heading", async () => {
    const { page, context } = await openDirectory();
    expect(await page.getByRole("heading", { name: "Featured Churches" }).isVisible()).toBe(true);
    // West Side has two non-featured churches: two Advertise tiles fill their row of four.
    await page.getByLabel("Area").selectOption("West Side");
    await resultsShow(page, "2 churches found");
    expect(await page.getByRole("link", { name: /Your church here/ }).count()).toBe(2);

    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await resultsShow(page, "34 churches found");
    const pageTwo = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" });
    expect(await pageTwo.getAttribute("href")).toBe("/directory?page=2#results");
    await pageTwo.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("page") === "2");
    // One list of 18 a page, featured first: Grace and Mission Road, Iglesia, St. Luke, Zion 01 to 14; then Zion 15 to 30.
    await page.getByRole("heading", { name: "Zion Fellowship 15" }).waitFor();
    expect(await page.getByRole("heading", { name: "Zion Fellowship 30" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Zion Fellowship 14" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Featured Churches" }).count()).toBe(0);
    // The new page's heading has the focus, in sight below the sticky header.
    await page.waitForFunction(() => document.activeElement?.textContent === "All Churches");
    const headingTop = await page.getByRole("heading", { name: "All Churches" }).evaluate((h) => h.getBoundingClientRect().top);
    const headerBottom = await page.locator("header").first().evaluate((h) => h.getBoundingClientRect().bottom);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);

    await page.getByRole("link", { name: "List", exact: true }).click();
    expect(new URL(page.url()).searchParams.get("view")).toBe("list");
    expect(await page.getByRole("heading", { name: "Featured Churches" }).count()).toBe(0);
    const xs = await page.getByTestId("church-card").evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().x))).size);
    expect(xs).toBe(1);
    await context.close();
  });

  test("cards show the spec's parts: badges, address lines, at most 4 service badges, Feature this Church, Get Directions in a new tab", async () => {
    const { page, context } = await openDirectory("/directory?denomination=Baptist");
    const featured = page.getByTestId("church-card").filter({ hasText: "Grace Baptist Church" });
    for (const text of ["Baptist", "Premium", "Featured", "Downtown", "A historic downtown congregation."]) {
      expect(await featured.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await featured.locator("address").innerText()).toBe("100 Commerce St\nSan Antonio, TX 78205");
    expect(await featured.getByRole("link", { name: "Feature this Church" }).count()).toBe(0);
    const plain = page.getByTestId("church-card").filter({ hasText: "Iglesia Bautista Emanuel" });
    expect(await plain.getByRole("list", { name: "Service times" }).getByRole("listitem").count()).toBe(4);
    expect(await plain.getByRole("link", { name: "Feature this Church" }).getAttribute("href")).toBe("/advertise");
    const directions = plain.getByRole("link", { name: /Get Directions/ });
    expect(await directions.getAttribute("target")).toBe("_blank");
    expect(await directions.getAttribute("href")).toContain("maps/search");
    expect(await plain.getByText("Gospel worship · Spanish").isVisible()).toBe(true);
    // The service chips line up with the card's text.
    const left = (locator: ReturnType<typeof page.locator>) => locator.evaluate((e) => Math.round(e.getBoundingClientRect().left));
    expect(await left(plain.getByRole("list", { name: "Service times" }).getByRole("listitem").first())).toBe(await left(plain.locator("h3")));
    await context.close();
  });

  test("the list view shows a featured church as a compact row", async () => {
    const { page, context } = await openDirectory("/directory?view=list&denomination=Baptist");
    const featured = page.getByTestId("church-card").filter({ hasText: "Grace Baptist Church" });
    expect(await featured.evaluate((card) => card.getBoundingClientRect().height)).toBeLessThan(280);
    await context.close();
  });

  test("arrowing through a filter searches once, on Enter or on leaving it: one request, one history entry", async () => {
    const { page, context } = await openDirectory();
    const requests: string[] = [];
    page.on("request", (request) => new URL(request.url()).pathname === "/api/directory" && requests.push(new URL(request.url()).search));
    const historyLength = () => page.evaluate(() => history.length);
    const before = await historyLength();
    const denomination = page.getByLabel("Denomination");
    await denomination.focus();
    for (let i = 0; i < 3; i++) await denomination.press("ArrowDown");
    expect(requests).toEqual([]);
    expect(new URL(page.url()).search).toBe("");
    const chosen = await denomination.inputValue();
    const isSearch = (request: { url(): string }) => new URL(request.url()).pathname === "/api/directory";
    const first = page.waitForRequest(isSearch);
    await denomination.press("Enter");
    await first;
    await page.waitForFunction((value) => new URL(location.href).searchParams.get("denomination") === value, chosen);
    await page.waitForFunction(() => document.querySelector("[aria-busy=false]") !== null);
    expect(requests.map((search) => new URLSearchParams(search).get("denomination"))).toEqual([chosen]);
    expect(await historyLength()).toBe(before + 1);

    // Leaving the field applies what the keys chose, once.
    const area = page.getByLabel("Area");
    await area.focus();
    await area.press("ArrowDown");
    await area.press("ArrowDown");
    expect(requests.length).toBe(1);
    const second = page.waitForRequest(isSearch);
    await area.press("Tab");
    await second;
    await page.waitForFunction(() => new URL(location.href).searchParams.has("area"));
    await page.waitForFunction(() => document.querySelector("[aria-busy=false]") !== null);
    expect(requests.length).toBe(2);
    expect(await historyLength()).toBe(before + 2);
    await context.close();
  });

  test("a search typed and a filter chosen before the island hydrates are kept and searched once React runs", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeTiles(context);
    const page = await context.newPage();
    // React's entry is held back until the visitor has typed (docs/decisions/0040-first-paint.md).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/entry-client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(e2e.server.url + "/directory", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Search").fill("zion");
    await page.getByLabel("Denomination").selectOption("Pentecostal");
    release();
    await hydrated(page);
    expect(await page.getByLabel("Search").inputValue()).toBe("zion");
    expect(await page.getByLabel("Denomination").inputValue()).toBe("Pentecostal");
    await resultsShow(page, "30 churches found");
    expect(new URL(page.url()).searchParams.get("denomination")).toBe("Pentecostal");
    // The typed search goes out after the usual pause.
    await page.waitForFunction(() => new URL(location.href).searchParams.get("search") === "zion");
    await context.close();
  });

  test("every card shown is counted once as a directory view", async () => {
    const { context } = await openDirectory("/directory?denomination=Baptist");
    const views = await poll(() => analytics().reduce((n, r) => n + r.directoryViews, 0), (n) => n >= 2);
    expect(views).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe("directory without JavaScript", () => {
  test("the GET form filters on the server", async () => {
    const { page, context } = await openDirectory("/directory", { javaScriptEnabled: false });
    await page.getByLabel("Denomination").selectOption("Catholic");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/denomination=Catholic/);
    expect(await count(page)).toBe("1 church found");
    expect(await cardNames(page)).toEqual(["St. Luke Catholic Church"]);
    await page.getByRole("link", { name: "List", exact: true }).click();
    await page.waitForURL(/view=list/);
    expect(await cardNames(page)).toEqual(["St. Luke Catholic Church"]);
    await context.close();
  });
});

describe("directory on a phone", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`at 375 x 812 the first church is on the first screen (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async () => {
      const { page, context } = await openDirectory("/directory", { width: 375, height: 812, javaScriptEnabled });
      const top = await page.getByTestId("church-card").first().evaluate((card) => card.getBoundingClientRect().top);
      expect(top).toBeLessThan(812 - 100);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await context.close();
    });
  }

  test("without JavaScript, 'Filters (2)' opens the folded form, which still filters on the server", async () => {
    const { page, context } = await openDirectory("/directory?area=West%20Side&language=spanish", { width: 375, javaScriptEnabled: false });
    const toggle = page.locator("summary");
    expect(await toggle.textContent()).toBe("Filters (2)");
    expect(await page.getByLabel("Denomination").isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByLabel("Denomination").isVisible()).toBe(true);
    await page.getByLabel("Language").selectOption("");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("language") === "");
    expect(await cardNames(page)).toEqual(["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]);
    expect(await page.locator("summary").textContent()).toBe("Filters (1)");
    // The map needs JavaScript: a phone without it shows the list alone.
    expect(await page.getByRole("button", { name: "Map" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Map of churches" }).isVisible()).toBe(false);
    await context.close();
  });

  test("with JavaScript, the count follows the filters, and List / Map shows one of them, list first", async () => {
    const { page, context, errors } = await openDirectory("/directory", { width: 375 });
    const toggle = page.locator("summary");
    expect(await toggle.textContent()).toBe("Filters");
    await toggle.click();
    await page.getByLabel("Area").selectOption("West Side");
    await resultsShow(page, "2 churches found");
    expect(await toggle.textContent()).toBe("Filters (1)");

    const list = page.getByRole("button", { name: "List", exact: true });
    const map = page.getByRole("button", { name: "Map", exact: true });
    expect(await list.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("region", { name: "Map of churches" }).isVisible()).toBe(false);
    await map.click();
    expect(await map.getAttribute("aria-pressed")).toBe("true");
    await page.locator(".leaflet-marker-icon").first().waitFor();
    expect(await page.getByTestId("church-card").first().isVisible()).toBe(false);
    await list.click();
    expect(await page.getByTestId("church-card").first().isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: "Map of churches" }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("from 768 px the filters are open, there is no List / Map switch and the map sits over the results", async () => {
    const { page, context } = await openDirectory("/directory", { width: 768 });
    expect(await page.getByLabel("Denomination").isVisible()).toBe(true);
    expect(await page.locator("summary").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Map", exact: true }).isVisible()).toBe(false);
    const mapBox = await page.getByRole("region", { name: "Map of churches" }).boundingBox();
    const cardBox = await page.getByTestId("church-card").first().boundingBox();
    expect(mapBox!.height).toBe(600);
    expect(cardBox!.y).toBeGreaterThan(mapBox!.y + mapBox!.height);
    await context.close();
  });
});

describe("directory map", () => {
  test("a marker opens its info card; a featured church links to its profile", async () => {
    const { page, context } = await openDirectory("/directory?search=grace");
    const marker = page.locator(".leaflet-marker-icon").first();
    await marker.waitFor();
    expect(await page.locator(".leaflet-marker-icon").count()).toBe(1);
    await marker.click();
    const card = page.getByTestId("map-info-card");
    await card.waitFor();
    expect(await card.locator("h3").textContent()).toBe("Grace Baptist Church");
    expect(await card.textContent()).toContain("Featured");
    expect(await card.textContent()).toContain("100 Commerce St");
    expect(await card.textContent()).toContain("Baptist");
    expect(await card.getByRole("link", { name: "View Church Profile" }).getAttribute("href")).toBe("/church/grace-baptist");
    await context.close();
  });

  test("the map's code loads only when the map comes near, and the map shows the filters chosen before", async () => {
    // A screen short enough that the map starts well below it.
    const { page, context, errors } = await openDirectory("/directory", { height: 600 });
    const mapScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script" && (await response.text()).includes("Map of churches")) mapScripts.push(response.url());
    });
    await page.getByLabel("Search").fill("grace");
    await resultsShow(page, "1 church found");
    expect(mapScripts).toEqual([]);
    expect(await page.getByRole("region", { name: "Map of churches" }).getByText("Loading map…").count()).toBe(1);
    await page.getByRole("region", { name: "Map of churches" }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll(".leaflet-marker-icon").length === 1);
    expect(mapScripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("shows 'Map Not Available' when the map cannot load", async () => {
    const context = await e2e.browser.newContext();
    await context.route(/leaflet-.*\.css$/, (route) => route.abort());
    await context.route(/\/assets\/chunk-.*\.js$/, async (route) => {
      const body = await (await route.fetch()).text();
      // Leaflet's chunk is the one that defines L.Map.
      return body.includes("leaflet") && body.includes("Map container") ? route.abort() : route.fallback();
    });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/directory`);
    // The map loads when it comes into view.
    await page.getByRole("region", { name: "Map of churches" }).scrollIntoViewIfNeeded();
    await page.getByText("Map Not Available").waitFor();
    expect(await page.getByText("Failed to load the map. Please try refreshing the page.").isVisible()).toBe(true);
    await context.close();
  });
});

describe("profile", () => {
  test("a card opens the profile, which pings, shows the location map and links back", async () => {
    const { page, context } = await openDirectory("/directory?denomination=Baptist");
    await page.getByRole("link", { name: "Grace Baptist Church", exact: true }).click();
    await page.waitForURL(/\/church\/grace-baptist$/);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Grace Baptist Church");
    for (const heading of ["About Our Church", "Services & Offerings", "Sermons", "Why Choose Grace Baptist Church?", "Contact Information", "Quick Actions"]) {
      expect(await page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("link", { name: "Verify Your Information" }).getAttribute("href")).toMatch(/^\/verify-church\/\d+$/);
    await page.getByRole("region", { name: "Map of Grace Baptist Church" }).scrollIntoViewIfNeeded();
    await page.locator(".leaflet-marker-icon").waitFor();
    expect(await page.getByRole("link", { name: "← Back to Directory" }).getAttribute("href")).toBe("/directory");
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Get Directions" }).click()]);
    await popup.close();
    const rows = await poll(analytics, (rows) => rows.some((r) => r.profileViews >= 1) && rows.some((r) => r.directionClicks >= 1));
    expect(rows.some((r) => r.profileViews >= 1)).toBe(true);
    expect(rows.some((r) => r.directionClicks >= 1)).toBe(true);
    await context.close();
  });

  test("an unknown church answers 404 with the spec's text", async () => {
    const { page, context, response } = await openDirectory("/church/not-a-real-church");
    expect(response?.status()).toBe(404);
    expect(await page.getByText("Church not found or failed to load. Please try again later.").isVisible()).toBe(true);
    await context.close();
  });
});

describe("home carousel on a phone", () => {
  test("featured cards swipe, with arrows and dots", async () => {
    const { page, context } = await openDirectory("/", { width: 375 });
    const carousel = page.getByRole("region", { name: "Featured church slides" });
    // Two featured churches exist: Grace Baptist and Mission Road Methodist.
    expect(await carousel.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
    await carousel.getByRole("button", { name: "Next" }).click();
    await page.waitForFunction(() => document.querySelector('[aria-label="Go to slide 2"]')?.getAttribute("aria-current") === "true");
    expect(await carousel.getByRole("button", { name: "Previous" }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe("accessibility", () => {
  for (const path of ["/", "/directory", "/directory?view=list", "/church/grace-baptist", "/featured"]) {
    test(`axe finds no serious or critical violation on ${path}`, async () => {
      const { page, context } = await openDirectory(path);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
