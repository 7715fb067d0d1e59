import { describe, expect, test } from "bun:test";
import { axeViolations, hydrated } from "../helpers/pages";
import { poll } from "../helpers/poll";
import { useDirectorySite } from "../helpers/directory-site";

const { e2e, openDirectory, resultsShow, analytics, cardNames } = useDirectorySite();

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
    expect(await page.getByRole("button", { name: "Show map" }).count()).toBe(0);
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

    const list = page.getByRole("button", { name: "Show list", exact: true });
    const map = page.getByRole("button", { name: "Show map", exact: true });
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
    expect(await page.getByRole("button", { name: "Show map", exact: true }).isVisible()).toBe(false);
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
    expect(await page.getByRole("link", { name: "Is this your church? Update its listing" }).getAttribute("href")).toMatch(/^\/verify-church\/\d+$/);
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

