import { describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cachedPicture } from "./picture-cache";
import { pictureHash } from "./process";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#c96"/></svg>`;

describe("the drawn-picture cache", () => {
  test("a drawing is encoded once and read back the same from the cache", async () => {
    const dir = mkdtempSync(join(tmpdir(), "picture-cache-"));
    const first = await cachedPicture(SVG, dir);
    expect(readdirSync(dir).sort()).toEqual([`${first.hash}-1600.webp`, `${first.hash}-480.webp`, `${first.hash}-960.webp`, `${first.hash}.json`]);
    const again = await cachedPicture(SVG, dir);
    expect(again).toEqual(first);
    expect([again.width, again.height]).toEqual([1600, 900]);
  });

  test("a broken entry is drawn again, and an unwritable folder still gives the picture", async () => {
    const dir = mkdtempSync(join(tmpdir(), "picture-cache-"));
    writeFileSync(join(dir, `${pictureHash(SVG)}.json`), "{not json");
    expect((await cachedPicture(SVG, dir)).variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    const picture = await cachedPicture(SVG, join(file, "cache"));
    expect(picture.variants).toHaveLength(3);
    expect(existsSync(join(file, "cache"))).toBe(false);
  });
});
