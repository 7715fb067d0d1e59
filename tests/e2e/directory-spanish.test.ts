import { beforeAll, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { fakeTiles, hydrated } from "../helpers/pages";
import { createChurch } from "../../src/db/seed/factories";

const e2e = useServerAndBrowser({ SEED: "none" });

beforeAll(() => {
  const db = e2e.server.db();
  createChurch(db, { name: "Grace Baptist Church", slug: "grace-baptist", denomination: "Baptist", area: "Downtown", worshipStyle: "traditional", languages: ["english"], services: ["Sunday 9:00 AM", "Sunday 11:00 AM"], latitude: 29.4241, longitude: -98.4936 });
  createChurch(db, { name: "Iglesia Bautista Emanuel", slug: "emanuel", denomination: "Baptist", area: "West Side", worshipStyle: "gospel", languages: ["spanish"], services: ["Domingo 10:00 AM", "Miércoles 7:00 PM"], latitude: 29.425, longitude: -98.545 });
  createChurch(db, { name: "St. Luke Catholic Church", slug: "st-luke", denomination: "Catholic", area: "West Side", worshipStyle: "liturgical", languages: ["bilingual"], latitude: 29.43, longitude: -98.56 });
});

test("/es/directory with JavaScript: a filter updates the Spanish count, cards and address in place, without console errors", async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 } });
  await fakeTiles(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${e2e.server.url}/es/directory`);
  await hydrated(page);
  const count = page.getByTestId("result-count");
  expect(await count.textContent()).toBe("3 iglesias encontradas");

  await page.getByText("Filtros", { exact: true }).click();
  await page.getByLabel("Zona").selectOption("West Side");
  await page.waitForFunction(() => document.querySelector("[data-testid=result-count]")?.textContent === "2 iglesias encontradas");
  expect(new URL(page.url()).pathname).toBe("/es/directory");
  expect(new URL(page.url()).searchParams.get("area")).toBe("West Side");
  expect(await page.getByText("Zona: Lado Oeste").count()).toBe(1);
  // The cards the island drew after the search are Spanish too: the API answered in the page's language.
  expect(await page.getByRole("link", { name: /Cómo llegar/ }).count()).toBe(2);
  expect(await page.getByText(/Domingo 10:00 a\. m\./).count()).toBeGreaterThan(0);
  expect(await page.getByRole("link", { name: "Iglesia Bautista Emanuel", exact: true }).getAttribute("href")).toBe("/es/church/emanuel");

  await page.getByRole("button", { name: "Ver mapa" }).click();
  await page.getByRole("region", { name: "Mapa de iglesias" }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
