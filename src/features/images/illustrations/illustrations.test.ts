import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { DENOMINATIONS, AREAS } from "../../../contract/options";
import { ARTICLE_SCENES, articlePictureDesign, articlePictureSvg } from "./article-picture";
import { buildingFamily } from "./buildings";
import { churchPictureDesign, churchPictureSvg } from "./church-picture";
import { landscapeOf } from "./landscapes";

const church = (denomination: string, area = "Downtown") => churchPictureSvg(churchPictureDesign({ denomination, area }));

describe("generated church pictures", () => {
  test("are the same every time for the same church", () => {
    expect(church("Catholic", "King William")).toBe(church("Catholic", "King William"));
  });

  test("show a different building for the Catholic, Baptist, Orthodox, Episcopal, Jewish and non-denominational churches", () => {
    const pictures = ["Catholic", "Baptist", "Greek Orthodox", "Episcopal", "Jewish", "Non-denominational"].map((d) => church(d));
    expect(new Set(pictures).size).toBe(6);
    expect(["Catholic", "Baptist", "Greek Orthodox", "Episcopal", "Jewish", "Non-denominational"].map(buildingFamily)).toEqual(["mission", "steeple", "dome", "gothic", "synagogue", "modern"]);
  });

  test("stand in a different setting by area", () => {
    expect(new Set(["Downtown", "Stone Oak", "King William", "West Side"].map((a) => church("Baptist", a))).size).toBe(4);
    expect(landscapeOf(null)).toBe("brushland");
  });

  test("every denomination and area draws a valid SVG without any text", async () => {
    for (const denomination of DENOMINATIONS) {
      for (const area of AREAS) {
        const svg = church(denomination, area);
        expect(svg).toStartWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"');
        expect(svg).not.toMatch(/<text|<tspan|undefined|NaN/);
      }
    }
    const meta = await sharp(Buffer.from(church("Catholic"))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["svg", 1600, 900]);
  });
});

describe("generated article pictures", () => {
  test("are San Antonio scenes chosen by the article, the same every time", () => {
    expect(articlePictureSvg(articlePictureDesign("river-walk-news"))).toBe(articlePictureSvg(articlePictureDesign("river-walk-news")));
    const scenes = new Set(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map((slug) => articlePictureDesign(`article-${slug}`).scene));
    expect(scenes.size).toBeGreaterThan(1);
  });

  test("every scene and light draws a valid SVG without any text", async () => {
    for (const scene of ARTICLE_SCENES) {
      for (const light of [0, 1, 2]) {
        const svg = articlePictureSvg({ scene, light });
        expect(svg).not.toMatch(/<text|<tspan|undefined|NaN/);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["svg", 1600, 840]);
      }
    }
  });
});
