import { beforeAll, describe, expect, test } from "bun:test";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Page } from "playwright-core";
import { useServerAndBrowser, openPage } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";
import { articles, churches } from "../../src/db/schema";
import { createChurch } from "../../src/db/seed/factories";
import { routes } from "../../src/contract/routes";

// The real demo seed, pictures and all (docs/decisions/0031-demo-pictures.md).
const e2e = useServerAndBrowser();
let churchSlug: string;
let articleSlug: string;

beforeAll(() => {
  const db = e2e.server.db();
  churchSlug = db.select({ slug: churches.slug }).from(churches).where(and(eq(churches.featured, true), isNotNull(churches.heroImage))).get()!.slug;
  articleSlug = db.select({ slug: articles.slug }).from(articles).where(isNotNull(articles.imageUrl)).get()!.slug;
  createChurch(db, { slug: "lost-picture", name: "Lost Picture Church", featured: true, status: "approved", heroImage: "/uploads/00000000000000000000000000000000-1600.webp" });
});

/** Waits until the image has loaded and answers its natural width and the variant the browser chose. */
async function loaded(page: Page, selector: string): Promise<{ naturalWidth: number; currentSrc: string }> {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
  return img.evaluate((el: HTMLImageElement) => ({ naturalWidth: el.naturalWidth, currentSrc: el.currentSrc }));
}

/** Without scripts nothing runs in the page: the picture the browser fetched is checked instead. */
async function fetchedPicture(width: number, path: string): Promise<{ status: number; type: string | undefined; url: string }> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const picture = page.waitForResponse((r) => /\/uploads\/[0-9a-f]{32}-\d+\.webp$/.test(r.url()));
  await page.goto(e2e.server.url + path);
  const response = await picture;
  const answer = { status: response.status(), type: response.headers()["content-type"], url: response.url() };
  await context.close();
  return answer;
}

describe("pictures", () => {
  test("the directory's first featured picture is fetched at once and first, without JavaScript too; the others wait until they are near", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(e2e.server.url + routes.directory);
      const pictures = page.getByTestId("church-card").locator("img");
      expect(await pictures.first().getAttribute("fetchpriority")).toBe("high");
      expect(await pictures.first().getAttribute("loading")).toBeNull();
      expect(await pictures.nth(1).getAttribute("loading")).toBe("lazy");
      await context.close();
    }
  });

  for (const width of [375, 1280]) {
    test(`the profile hero and an article picture load at ${width} px, axe clean`, async () => {
      const { page, context } = await openPage(e2e, routes.church(churchSlug), { width });
      const hero = await loaded(page, "main section img[srcset]");
      expect(hero.naturalWidth).toBeGreaterThan(0);
      // A phone gets a small variant, not the 1600 px one.
      if (width === 375) expect(hero.currentSrc).toMatch(/-(480|960)\.webp$/);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(e2e.server.url + routes.article(articleSlug));
      const picture = await loaded(page, "article img[srcset]");
      expect(picture.naturalWidth).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }, 60_000);

    test(`without JavaScript at ${width} px the profile and the article fetch their pictures`, async () => {
      for (const path of [routes.church(churchSlug), routes.article(articleSlug)]) {
        const picture = await fetchedPicture(width, path);
        expect([picture.status, picture.type]).toEqual([200, "image/webp"]);
        if (width === 375) expect(picture.url).toMatch(/-(480|960)\.webp$/);
      }
    }, 60_000);
  }

  test("a featured picture that fails to load says 'Image not available'", async () => {
    const { page, context } = await openPage(e2e, routes.featured);
    const card = page.getByTestId("church-card").filter({ hasText: "Lost Picture Church" });
    await card.scrollIntoViewIfNeeded();
    await card.getByText("Image not available").waitFor();
    expect(await card.locator("img").count()).toBe(0);
    await context.close();
  }, 60_000);
});
