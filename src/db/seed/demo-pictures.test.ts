import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { routes } from "../../contract/routes";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { churches, images } from "../schema";
import { addDemoPictures } from "./demo-pictures";
import { createArticle, createChurch } from "./factories";

let app: TestApp;
const uploaded = "/uploads/0123456789abcdef0123456789abcdef-1600.webp";
beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.db, { slug: "mission-demo", name: "Mission Demo Church", denomination: "Catholic", area: "King William", featured: true, isDemo: true });
  createChurch(app.db, { slug: "steeple-demo", name: "Steeple Demo Church", denomination: "Baptist", area: "Stone Oak", isDemo: true });
  createChurch(app.db, { slug: "own-photo", name: "Own Photo Church", denomination: "Catholic", area: "King William", heroImage: uploaded, isDemo: true });
  createArticle(app.db, { slug: "river-news", title: "River News", isDemo: true });
  await addDemoPictures(app.db, app.ctx.env.UPLOADS_DIR, () => {});
});
afterAll(() => app.close());

const heroOf = (slug: string) => app.db.select({ heroImage: churches.heroImage }).from(churches).where(eq(churches.slug, slug)).get()!.heroImage;
const html = async (path: string) => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};

describe("the demo pictures", () => {
  test("each demo church gets a picture by its building and setting, stored like an upload in three widths", async () => {
    const [mission, steeple] = [heroOf("mission-demo"), heroOf("steeple-demo")];
    expect(mission).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(steeple).not.toBe(mission);
    for (const width of [480, 960, 1600]) {
      const file = await app.request(mission!.replace("-1600", `-${width}`));
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
    }
    expect(app.db.select().from(images).where(eq(images.objectPath, mission!)).get()).toMatchObject({ uploadedBy: null, kind: "hero", width: 1600, height: 900 });
  });

  test("a church that has its own image keeps it", () => {
    expect(heroOf("own-photo")).toBe(uploaded);
  });

  test("the profile hero and the featured card answer srcset, sizes and their shape", async () => {
    const hero = heroOf("mission-demo")!;
    const srcset = `${hero.replace("-1600", "-480")} 480w, ${hero.replace("-1600", "-960")} 960w, ${hero} 1600w`;
    const profile = await html(routes.church("mission-demo"));
    expect(profile).toContain(`src="${hero}" srcSet="${srcset}" sizes="100vw" width="1600" height="900" alt=""`);
    const featured = await html(routes.featured);
    expect(featured).toContain(`srcSet="${srcset}" sizes="(max-width: 640px) 100vw, 400px" width="1600" height="900" alt=""`);
  });

  test("the news list and the article page answer the article's picture with srcset and sizes", async () => {
    const list = await html(routes.news);
    expect(list).toMatch(/<img[^>]+srcSet="\/uploads\/[0-9a-f]{32}-480\.webp 480w, [^"]+ 1600w" sizes="\(max-width: 640px\) 100vw, 400px" width="1600" height="840" alt=""/);
    const page = await html(routes.article("river-news"));
    expect(page).toMatch(/<img[^>]+srcSet="\/uploads\/[0-9a-f]{32}-480\.webp 480w, [^"]+ 1600w" sizes="\(max-width: 46rem\) 100vw, 46rem" width="1600" height="840" alt=""/);
  });
});
