import { beforeAll, describe, expect, test } from "bun:test";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { createArticle, createChurch } from "../../src/db/seed/factories";

// Issue 34's minor visitor items (docs/decisions/0063-visitor-polish.md), in English and Spanish, at 1280 and 375 px.
const e2e = useServerAndBrowser({ SEED: "none" });
const WIDTHS = [1280, 375] as const;

beforeAll(() => {
  const db = e2e.server.db();
  createChurch(db, { name: "Wheel Street Chapel", slug: "wheel-street", denomination: "Baptist", area: "Downtown", languages: ["bilingual"], visitFacts: { said: { "wheelchair-seating": true, "step-free": true, "hearing-loop": true } } });
  createChurch(db, { name: "Iglesia Monte Sion", slug: "monte-sion", denomination: "Pentecostal", area: "West Side", languages: ["spanish"], services: ["Sunday 11:00 AM · Spanish"], visitFacts: { said: { "wheelchair-seating": true } } });
  createChurch(db, { name: "Plain Grace Church", slug: "plain-grace", denomination: "Methodist", area: "Northeast", services: ["Sunday 9:00 AM"] });
  createArticle(db, { slug: "lessons-and-carols", title: "Lessons and Carols", category: "holidays", content: `<p>${"Nine readings and nine carols tell the story of Christmas. ".repeat(30)}</p>` });
  for (const n of [1, 2, 3]) createArticle(db, { slug: `holiday-${n}`, title: `Holiday Note ${n}`, category: "holidays", publishedAt: new Date(Date.now() - n * 86_400_000) });
  createChurch(db, { name: "Imported Chapel", slug: "imported", denomination: "Non-denominational", area: "West Side", description: "", descriptionEs: "" });
});

const shot = (width: number, name: string) => `/tmp/shots/34-minor-after-${name}-${width}.png`;

describe("directory cards", () => {
  for (const width of WIDTHS) {
    test(`${width}px without JavaScript: a fact searched for is a badge on every match; Spanish says 'Spanish or bilingual'; no Advertise tiles; 'Feature this Church' is a link`, async () => {
      const { page, context } = await openPage(e2e, "/directory?access=wheelchair-seating&language=spanish", { width, javaScriptEnabled: false });
      expect(await page.getByTestId("result-count").textContent()).toBe("2 churches found");
      for (const name of ["Wheel Street Chapel", "Iglesia Monte Sion"]) {
        const card = page.getByTestId("church-card").filter({ hasText: name });
        expect(await card.getByTestId("fact-badges").getByText("Wheelchair seating", { exact: true }).count()).toBe(1);
      }
      // A fact not asked for and not one of the three a card always shows stays on the profile.
      expect(await page.getByText("Hearing loop", { exact: true }).count()).toBe(1);
      expect(await page.getByTestId("church-card").filter({ hasText: "Wheel Street Chapel" }).getByText("Hearing loop").count()).toBe(0);
      expect(await page.getByText("Language: Spanish or bilingual", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByLabel("Language").locator("option:checked").textContent()).toBe("Spanish or bilingual");
      expect(await page.getByRole("link", { name: /Your church here/ }).count()).toBe(0);
      const feature = page.getByRole("link", { name: "Feature this Church" }).first();
      expect(await feature.getAttribute("href")).toBe("/advertise");
      // A text link: no border or filled background of a button.
      expect(await feature.evaluate((a) => [getComputedStyle(a).borderTopStyle, getComputedStyle(a).backgroundColor])).toEqual(["none", "rgba(0, 0, 0, 0)"]);
      await page.getByTestId("church-card").first().screenshot({ path: shot(width, "card") });
      await context.close();
    });

    test(`${width}px: the Spanish directory names the facts and 'Español o bilingüe'`, async () => {
      const { page, context } = await openPage(e2e, "/es/directory?access=wheelchair-seating&language=spanish", { width, javaScriptEnabled: false });
      expect(await page.getByTestId("result-count").textContent()).toBe("2 iglesias encontradas");
      expect(await page.getByTestId("fact-badges").getByText("Espacio para silla de ruedas", { exact: true }).count()).toBe(2);
      expect(await page.getByText("Idioma: Español o bilingüe", { exact: true }).isVisible()).toBe(true);
      await context.close();
    });
  }
});

describe("the phone's filter panel", () => {
  test("without JavaScript: the panel ends in 'Show results', which sends the form; the search placeholder fits its box", async () => {
    for (const [path, show, placeholderLang] of [["/directory", "Show results", "en"], ["/es/directory", "Ver resultados", "es"]] as const) {
      const { page, context } = await openPage(e2e, path, { width: 375, javaScriptEnabled: false });
      const fits = await page.locator("input[name=search]").evaluate((input: HTMLInputElement) => {
        const s = getComputedStyle(input);
        const c = document.createElement("canvas").getContext("2d")!;
        c.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        return c.measureText(input.placeholder).width <= input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      });
      expect({ placeholderLang, fits }).toEqual({ placeholderLang, fits: true });
      await page.getByTestId("filter-panel").locator("summary").click();
      await page.getByLabel(placeholderLang === "en" ? "Area" : "Zona").selectOption("West Side");
      await page.getByRole("button", { name: show }).click();
      await page.waitForURL(/area=West\+Side/);
      expect(await page.getByTestId("result-count").textContent()).toBe(placeholderLang === "en" ? "2 churches found" : "2 iglesias encontradas");
      await context.close();
    }
  });

  test("with JavaScript: 'Show N results' counts the matches, stays in sight at the panel's foot, and folds the panel", async () => {
    const { page, context } = await openPage(e2e, "/es/directory", { width: 375 });
    await page.getByTestId("filter-panel").locator("summary").click();
    await page.getByLabel("Zona").selectOption("West Side");
    const show = page.getByRole("button", { name: "Ver 2 resultados" });
    await show.waitFor();
    // Sticky: the button is in the viewport while the panel's first fields are.
    await page.getByLabel("Denominación").scrollIntoViewIfNeeded();
    expect(await show.isVisible()).toBe(true);
    const box = (await show.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: "/tmp/shots/34-minor-after-phone-filters-es.png" });
    await show.click();
    expect(await page.getByTestId("filter-panel").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // Two switches, two names: the layout's list and the phone's list.
    expect(await page.getByRole("link", { name: "Vista en lista", exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Ver lista", exact: true }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Lista", exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe("the profile", () => {
  for (const width of WIDTHS) {
    test(`${width}px: an imported church without words has no 'About' card; the Spanish head and JSON-LD read 'Una congregación sin denominación en el Lado Oeste'`, async () => {
      const { page, context } = await openPage(e2e, "/es/church/imported", { width, javaScriptEnabled: false });
      expect(await page.getByRole("heading", { name: "Acerca de nuestra iglesia" }).count()).toBe(0);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe("Imported Chapel, San Antonio. Una congregación sin denominación en el Lado Oeste.");
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const jsonLd = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Church");
      expect(jsonLd.description).toBe("Una congregación sin denominación en el Lado Oeste.");
      expect(await page.getByText("Una congregación sin denominación en el Lado Oeste.", { exact: true }).isVisible()).toBe(true);
      await context.close();
    });

    test(`${width}px: 'Verify Your Information' is an owner's link beside 'Suggest an update', not a gold button`, async () => {
      for (const [path, owner, suggest] of [["/church/wheel-street", "Is this your church? Update its listing", "Suggest an update"], ["/es/church/wheel-street", "¿Es su iglesia? Actualice su ficha", "Sugiera una actualización"]] as const) {
        const { page, context } = await openPage(e2e, path, { width, javaScriptEnabled: false });
        expect(await page.getByRole("link", { name: /Verify Your Information|Verificar su información/ }).count()).toBe(0);
        const link = page.getByRole("link", { name: owner });
        expect(await link.getAttribute("href")).toMatch(/\/verify-church\/\d+$/);
        // Beside it: the same paragraph as 'Suggest an update'.
        expect(await link.locator("xpath=..").getByRole("link", { name: suggest }).count()).toBe(1);
        expect(await page.getByRole("heading", { name: /About Our Church|Acerca de nuestra iglesia/ }).count()).toBe(1);
        if (path.startsWith("/es")) await page.screenshot({ path: shot(width, "profile-es"), fullPage: true });
        await context.close();
      }
    });
  }
});

describe("the home page's search", () => {
  for (const [width, path, javaScriptEnabled] of [[375, "/", false], [1280, "/es/", true]] as const) {
    test(`${width}px ${javaScriptEnabled ? "with" : "without"} JavaScript: a ZIP code typed on the home page lists the churches around it, nearest first (${path})`, async () => {
      const { page, context } = await openPage(e2e, path, { width, javaScriptEnabled });
      await page.getByRole("search").getByRole("searchbox").fill("78205");
      await page.getByRole("search").getByRole("button").click();
      await page.waitForURL(/directory\?search=78205/);
      const near = page.getByLabel(path === "/" ? "Near" : "Cerca de", { exact: true });
      expect(await near.inputValue()).toBe("78205");
      expect(await page.getByLabel(path === "/" ? "Search" : "Buscar", { exact: true }).inputValue()).toBe("");
      expect(await page.getByText(path === "/" ? "Within 5 miles of 78205" : "A menos de 5 millas de 78205").count()).toBeGreaterThan(0);
      const miles = await page.getByTestId("church-card").evaluateAll((cards) => cards.map((c) => Number(/([\d.]+) mi/.exec(c.textContent ?? "")?.[1])));
      expect(miles.length).toBeGreaterThan(0);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      await context.close();
    });
  }

  for (const width of WIDTHS) {
    test(`${width}px without JavaScript: a name typed on the home page lands on the directory with that search, in English and Spanish`, async () => {
      for (const [path, label, button, found] of [["/", "Search churches by name, address or area", "Search", "1 church found"], ["/es/", "Buscar iglesias por nombre, dirección o zona", "Buscar", "1 iglesia encontrada"]] as const) {
        const { page, context } = await openPage(e2e, path, { width, javaScriptEnabled: false });
        await page.getByLabel(label).fill("Monte Sion");
        await page.getByRole("search").getByRole("button", { name: button }).click();
        await page.waitForURL(/directory\?search=Monte\+Sion/);
        expect(new URL(page.url()).pathname).toBe(path === "/" ? "/directory" : "/es/directory");
        expect(await page.getByTestId("result-count").textContent()).toBe(found);
        expect(await page.getByLabel(path === "/" ? "Search" : "Buscar", { exact: true }).inputValue()).toBe("Monte Sion");
        await context.close();
      }
    });
  }
});

describe("the article page", () => {
  for (const [width, lang] of [[1280, "en"], [1280, "es"], [375, "en"]] as const) {
    test(`${width}px ${lang}: the text keeps its reading width and the related articles ${width === 1280 ? "stand beside it" : "follow it"}`, async () => {
      const { page, context } = await openPage(e2e, `${lang === "es" ? "/es" : ""}/news/lessons-and-carols`, { width, javaScriptEnabled: false });
      const related = page.getByRole("complementary", { name: lang === "es" ? "Artículos relacionados" : "Related Articles" });
      expect(await related.getByRole("heading", { level: 3 }).count()).toBe(3);
      const [text, aside] = await Promise.all([page.getByTestId("article-body").boundingBox(), related.boundingBox()]);
      // A line of prose stays readable (at most 46rem) on any screen.
      expect(text!.width).toBeLessThanOrEqual(46 * 16);
      if (width === 1280) {
        expect(aside!.x).toBeGreaterThan(text!.x + text!.width);
        expect(aside!.y).toBeLessThan(text!.y + text!.height);
      } else expect(aside!.y).toBeGreaterThan(text!.y + text!.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/shots/34-article-${lang}-${width}.png`, fullPage: true });
      await context.close();
    });
  }
});
