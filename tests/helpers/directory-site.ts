import { beforeAll } from "bun:test";
import type { Page } from "playwright-core";
import { analyticsDaily } from "../../src/db/schema";
import { createChurch } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "./e2e";
import { fakeTiles, hydrated } from "./pages";

/**
 * The directory's browser tests' site (tests/e2e/directory*.test.ts): the real server with 30
 * plain churches (two pages of non-featured results) plus a few the tests look for, and the
 * helpers that open and read the directory. Call it at a test file's top level.
 */
export function useDirectorySite() {
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


  return { e2e, openDirectory, resultsShow, analytics, count, cardNames };
}
