import { describe, expect, test } from "bun:test";
import { clickWhenStill, fakeTiles, holdHydration, hydrated } from "../helpers/pages";
import { poll } from "../helpers/poll";
import { useDirectorySite } from "../helpers/directory-site";

const { e2e, openDirectory, resultsShow, analytics, count, cardNames } = useDirectorySite();

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
    // Spanish finds the bilingual parish too, as the option says (decision 0063).
    await page.getByLabel("Language").selectOption("spanish");
    await resultsShow(page, "2 churches found");
    expect(await cardNames(page)).toEqual(["Iglesia Bautista Emanuel", "St. Luke Catholic Church"]);

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

  test("grid shows featured first, with no Advertise tiles among filtered results; list puts all in one column; pages load in place, on their heading", async () => {
    const { page, context } = await openDirectory();
    expect(await page.getByRole("heading", { name: "Featured Churches" }).isVisible()).toBe(true);
    // West Side has two non-featured churches: their row of four is not padded with Advertise tiles (decision 0063).
    await page.getByLabel("Area").selectOption("West Side");
    await resultsShow(page, "2 churches found");
    expect(await page.getByRole("link", { name: /Your church here/ }).count()).toBe(0);

    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await resultsShow(page, "34 churches found");
    const pageTwo = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" });
    expect(await pageTwo.getAttribute("href")).toBe("/directory?page=2#results");
    await clickWhenStill(pageTwo);
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

    await page.getByRole("link", { name: "List layout", exact: true }).click();
    expect(new URL(page.url()).searchParams.get("view")).toBe("list");
    expect(await page.getByRole("heading", { name: "Featured Churches" }).count()).toBe(0);
    const xs = await page.getByTestId("church-card").evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().x))).size);
    expect(xs).toBe(1);
    // A filter chosen in the list layout keeps the layout.
    await page.getByLabel("Denomination").selectOption("Baptist");
    await resultsShow(page, "2 churches found");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ denomination: "Baptist", view: "list" });
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
    // React's entry is held back until the visitor has typed.
    const release = await holdHydration(page);
    await page.goto(e2e.server.url + "/directory", { waitUntil: "domcontentloaded" });
    // Each alone finds two churches; together only Grace Baptist Church.
    await page.getByLabel("Search").fill("church");
    await page.getByLabel("Denomination").selectOption("Baptist");
    release();
    await hydrated(page);
    expect(await page.getByLabel("Search").inputValue()).toBe("church");
    expect(await page.getByLabel("Denomination").inputValue()).toBe("Baptist");
    // The typed search goes out after the usual pause, and keeps the filter chosen during it.
    await page.waitForFunction(() => new URL(location.href).searchParams.get("search") === "church");
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["Grace Baptist Church"]);
    expect(new URL(page.url()).searchParams.get("denomination")).toBe("Baptist");
    expect(await page.getByLabel("Denomination").inputValue()).toBe("Baptist");
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
    await page.getByRole("link", { name: "List layout", exact: true }).click();
    await page.waitForURL(/view=list/);
    expect(await cardNames(page)).toEqual(["St. Luke Catholic Church"]);
    await context.close();
  });
});

