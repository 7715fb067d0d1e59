import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import sharp from "sharp";
import { createArticle, createChurch, createEvent } from "../db/seed/factories";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { readHead } from "../../tests/helpers/page-head";
import { DESCRIPTION_LIMIT } from "./head-description";

// What a link preview (Open Graph) reads in every page's head (docs/decisions/0055).
const SITE = "https://churches.example.org";
const HERO = "/uploads/0123456789abcdef0123456789abcdef-1600.webp";
const ARTICLE_PICTURE = "/uploads/fedcba9876543210fedcba9876543210-1600.webp";
const LONG = `${"Founded in 1952 by families from the West Side, the parish keeps a food pantry, a youth choir and a bilingual school. ".repeat(4)}`.trim();

let app: TestApp;
let withChurchPicture = 0;
let withoutPicture = 0;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: SITE });
  const grace = createChurch(app.db, { name: "Grace Church", slug: "grace-church", heroImage: HERO, description: LONG });
  createChurch(app.db, { name: "Plain Chapel", slug: "plain-chapel" });
  withChurchPicture = createEvent(app.db, { title: "Advent Concert", churchId: grace.id }).id;
  withoutPicture = createEvent(app.db, { title: "City Picnic" }).id;
  createArticle(app.db, { title: "Pictured", slug: "pictured", imageUrl: ARTICLE_PICTURE });
  createArticle(app.db, { title: "Plain", slug: "plain" });
});
afterAll(() => app.close());

const PAGES = ["/", "/directory", "/featured", "/events", "/news", "/services", "/services/christmas-eve", "/services/thanksgiving", "/about", "/open-data", "/advertise", "/contact", "/terms", "/privacy", "/church/plain-chapel", "/news/plain", "/login", "/no-such-page"];
const headOf = async (path: string) => readHead(await (await app.request(path)).text());
const both = (paths: string[]) => paths.flatMap((p) => [p, p === "/" ? "/es/" : `/es${p}`]);

describe("og:image", () => {
  test("every page without a picture of its own is shared with the site's card, an absolute address on PUBLIC_URL", async () => {
    for (const path of [...both(PAGES), `/events/${withoutPicture}`, `/es/events/${withoutPicture}`]) {
      const head = await headOf(path);
      expect({ path, image: head.meta("og:image") }).toEqual({ path, image: [`${SITE}/site-card.png`] });
      expect({ path, size: [...head.meta("og:image:width"), ...head.meta("og:image:height")] }).toEqual({ path, size: ["1200", "630"] });
      expect(head.meta("twitter:card")).toEqual(["summary_large_image"]);
    }
  });

  test("a page with its own picture is shared with it: the church's photo, the article's, the host church's for an event", async () => {
    for (const [path, picture] of [
      ["/church/grace-church", HERO],
      ["/es/church/grace-church", HERO],
      ["/news/pictured", ARTICLE_PICTURE],
      [`/events/${withChurchPicture}`, HERO],
    ] as const) {
      const head = await headOf(path);
      expect({ path, image: head.meta("og:image") }).toEqual({ path, image: [`${SITE}${picture}`] });
      expect(head.meta("og:image:width")).toEqual([]);
    }
  });

  test("the site's card is a 1200×630 PNG the site serves", async () => {
    const res = await app.request("/site-card.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
  });
});

describe("og:locale", () => {
  test("English pages are en_US with es_US as the alternate; Spanish pages the other way round", async () => {
    for (const path of PAGES) {
      const en = await headOf(path);
      expect({ path, locale: en.meta("og:locale"), alternate: en.meta("og:locale:alternate") }).toEqual({ path, locale: ["en_US"], alternate: ["es_US"] });
      const es = await headOf(path === "/" ? "/es/" : `/es${path}`);
      expect({ path, locale: es.meta("og:locale"), alternate: es.meta("og:locale:alternate") }).toEqual({ path, locale: ["es_US"], alternate: ["en_US"] });
    }
  });
});

describe("descriptions", () => {
  test("a long profile description is cut after a whole word with an ellipsis, the same in meta and og:description", async () => {
    const head = await headOf("/church/grace-church");
    const [description] = head.meta("description");
    expect(head.meta("og:description")).toEqual([description!]);
    expect(description!.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(description!.endsWith("…")).toBe(true);
    const kept = description!.slice(0, -1);
    const words = kept.split(" ");
    // The last word kept is a whole word of the description, not the start of one.
    expect(LONG.includes(kept.slice(kept.indexOf("Founded")))).toBe(true);
    expect(LONG.split(/[\s,.]+/)).toContain(words.at(-1)!);
  });

  test("a long event description is cut the same way", async () => {
    const id = createEvent(app.db, { title: "Long Night", description: LONG }).id;
    const [description] = (await headOf(`/events/${id}`)).meta("description");
    expect(description!.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(LONG.split(/[\s,.]+/)).toContain(description!.slice(0, -1).split(" ").at(-1)!);
  });

  test("a short description is whole, without an ellipsis", async () => {
    const [description] = (await headOf("/church/plain-chapel")).meta("description");
    expect(description!.endsWith("…")).toBe(false);
    expect(description).toContain("A welcoming congregation in the heart of the city.");
  });
});
