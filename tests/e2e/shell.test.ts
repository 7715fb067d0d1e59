import { describe, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { headerLinks } from "../../src/contract/nav-links";

const e2e = useServerAndBrowser();

async function open(path: string, options: { width?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(e2e.server.url + path);
  return { page, context, response, errors };
}

describe("header on a desktop", () => {
  test("shows every link with its label, marks the current route, and hides the menu toggle", async () => {
    const { page, context, errors } = await open("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of headerLinks) await expect(nav.getByRole("link", { name: link.label, exact: true }).isVisible()).resolves.toBe(true);
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(["About"]);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await nav.getByRole("link", { name: "Directory" }).getAttribute("href").then((href) => expect(href).toBe("/directory"));
    await nav.getByRole("link", { name: "List Your Church" }).click();
    await page.waitForURL(/\/advertise$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("List Your Church");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("header on a phone (375 px)", () => {
  test("the menu collapses behind a toggle that opens and closes it", async () => {
    const { page, context } = await open("/terms", { width: 375 });
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await nav.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(await nav.getByRole("link", { name: "Events" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });

  test("by keyboard: Enter opens the menu, Escape closes it and the focus returns to the toggle", async () => {
    const { page, context } = await open("/about", { width: 375 });
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    expect(await nav.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("nav")?.getAttribute("aria-label"))).toBe("Main");
    await page.keyboard.press("Escape");
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("site-nav");
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  test("without JavaScript on a phone: a short header that scrolls away, and a 'Menu' link that opens every link", async () => {
    const { page, context } = await open("/privacy", { width: 375, javaScriptEnabled: false });
    const nav = page.getByRole("navigation", { name: "Main" });
    const header = page.locator("header").first();
    expect(await nav.isVisible()).toBe(false);
    expect((await header.boundingBox())!.height).toBeLessThan(120);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole("link", { name: "Close menu" }).click();
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await nav.getByRole("link", { name: "About" }).click();
    await page.waitForURL(/\/about$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("About");
    await context.close();
  });

  test("without JavaScript on a desktop the menu shows as always; with JavaScript there is no 'Menu' link", async () => {
    const plain = await open("/privacy", { javaScriptEnabled: false });
    expect(await plain.page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(await plain.page.getByRole("link", { name: "Menu", exact: true }).isVisible()).toBe(false);
    await plain.context.close();
    const phone = await open("/privacy", { width: 375 });
    await hydrated(phone.page);
    expect(await phone.page.getByRole("link", { name: "Menu", exact: true }).isVisible()).toBe(false);
    expect(await phone.page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    await phone.context.close();
  });
});

describe("page margins", () => {
  test("a church profile's title lines up with the header's brand on a phone and on a desktop", async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await open("/directory", { width });
      const href = await page.getByTestId("church-card").first().getByRole("link").first().getAttribute("href");
      await page.goto(e2e.server.url + href);
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const brand = (await page.locator("header a").first().boundingBox())!;
      expect(title.x).toBeGreaterThanOrEqual(16);
      expect(title.x).toBe(brand.x);
      await context.close();
    }
  });
});

describe("the map without JavaScript", () => {
  test("says it needs JavaScript, and not that it is loading", async () => {
    const { page, context } = await open("/directory", { javaScriptEnabled: false });
    expect(await page.getByText("The map needs JavaScript; the list below has every church.").isVisible()).toBe(true);
    expect(await page.getByText("Loading map…").isVisible()).toBe(false);
    await context.close();
  });
});

describe("sign-in link", () => {
  test("switches between Sign In and Dashboard as the session comes and goes (on window focus)", async () => {
    const { page, context } = await open("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await nav.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");

    const user = await createUser(e2e.server.db(), { username: "e2e-owner" });
    const token = createSession(e2e.server.db(), user.id);
    await context.addCookies([{ name: "sid", value: token, url: e2e.server.url, httpOnly: true, sameSite: "Lax" }]);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");

    // Signed in, the advertise page's calls to action lead to the dashboard.
    await page.goto(`${e2e.server.url}/advertise`);
    await page.getByRole("link", { name: "List Your Church Free" }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('a[href="/dashboard"]') !== null && [...document.querySelectorAll("main a")].some((a) => a.textContent === "List Your Church Free" && a.getAttribute("href") === "/dashboard"));

    await context.clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await nav.getByRole("link", { name: "Sign In" }).waitFor();
    await context.close();
  });
});

describe("redirects and not found in the browser", () => {
  test("an old address lands on its new page", async () => {
    const { page, context } = await open("/about-us");
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(await page.title()).toBe("About Us — San Antonio Church Directory");
    await context.close();
  });

  test("an unknown address shows the not-found page with status 404", async () => {
    const { page, context, response } = await open("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
    expect(await page.getByText("The page you're looking for doesn't exist.").isVisible()).toBe(true);
    await context.close();
  });
});

describe("footer", () => {
  test("shows the demo notice, the current year, and a newsletter form that validates and subscribes", async () => {
    const { page, context } = await open("/");
    await hydrated(page);
    expect(await page.getByRole("complementary", { name: "About the listings" }).textContent()).toContain("sample data");
    expect(await page.locator("footer").textContent()).toContain(`© ${new Date().getFullYear()}`);

    const email = page.getByLabel("Email address");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByTestId("toast").filter({ hasText: "Invalid email" }).waitFor();
    expect(await page.getByTestId("toast").textContent()).toContain("Please enter a valid email address");

    await email.fill("visitor@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();
    expect(await page.getByTestId("toast").textContent()).toContain("Please check your inbox: we sent a link to confirm your subscription.");
    expect(await page.getByTestId("toast").count()).toBe(1);
    expect(await email.inputValue()).toBe("");
    await context.close();
  });
});

describe("the shell without React", () => {
  test("a page without islands loads no React, yet shows a toast the last page carried, closed by keyboard", async () => {
    const { page, context, errors } = await open("/terms", { width: 375 });
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
    await page.evaluate(() => sessionStorage.setItem("toast-after-navigation", JSON.stringify({ title: "Logged out" })));
    await page.reload();
    await hydrated(page);
    const toast = page.getByRole("status").getByTestId("toast");
    expect(await toast.textContent()).toContain("Logged out");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Dismiss notification" }).focus();
    await page.keyboard.press("Enter");
    expect(await toast.count()).toBe(0);
    expect(scripts.some((path) => path.includes("entry-shell-"))).toBe(true);
    expect(scripts.some((path) => path.includes("entry-client-"))).toBe(false);
    expect(await page.locator("[data-island]").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("an article's Share button shows only when it can work", async () => {
    const article = (await (await fetch(`${e2e.server.url}/api/articles`)).json())[0].slug;
    const plain = await open(`/news/${article}`, { javaScriptEnabled: false });
    expect(await plain.page.getByRole("button", { name: "Share" }).count()).toBe(0);
    await plain.context.close();
    const scripted = await open(`/news/${article}`, { width: 375 });
    await hydrated(scripted.page);
    expect(await scripted.page.getByRole("button", { name: "Share" }).isVisible()).toBe(true);
    await scripted.context.close();
  });
});

describe("image fallbacks without React", () => {
  test("on /featured a card whose photo fails says 'Image not available' in its place", async () => {
    createChurch(e2e.server.db(), { name: "Aaron Street Chapel", featured: true, status: "approved", heroImage: "/uploads/missing-photo.jpg" });
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.route(/\/uploads\/|\.(jpe?g|png|webp|avif)(\?|$)/, (route) => route.fulfill({ status: 404, body: "" }));
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/featured`);
    await hydrated(page);
    const card = page.getByTestId("church-card").filter({ hasText: "Aaron Street Chapel" });
    await card.scrollIntoViewIfNeeded();
    await card.getByText("Image not available").waitFor();
    expect(await card.locator("img").count()).toBe(0);
    await context.close();
  });
});
