/**
 * Drawn pictures kept between seeds (docs/decisions/0031-demo-pictures.md): every server that
 * starts with demo data (each test server, each fresh `npm start`) would otherwise encode the same
 * few dozen WebP files again. Files are named by the drawing's hash, so a changed drawing is a new
 * entry; a cache that cannot be read or written only costs the drawing time.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_WIDTHS } from "../../contract/images";
import { newToken } from "../../lib/tokens";
import { pictureHash, renderPicture, type ProcessedImage } from "./process";

const CACHE_DIR = join(tmpdir(), "churchdir-picture-cache");

async function readCached(dir: string, hash: string): Promise<ProcessedImage | null> {
  try {
    const { width, height } = JSON.parse(await readFile(join(dir, `${hash}.json`), "utf8")) as { width: number; height: number };
    const variants = await Promise.all(IMAGE_WIDTHS.map(async (w) => ({ width: w, data: await readFile(join(dir, `${hash}-${w}.webp`)) })));
    return { hash, format: "svg", width, height, variants };
  } catch {
    return null;
  }
}

async function writeAtomically(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${newToken()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

async function writeCached(dir: string, image: ProcessedImage): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    for (const v of image.variants) await writeAtomically(join(dir, `${image.hash}-${v.width}.webp`), v.data);
    // The description last: an entry is complete once it exists.
    await writeAtomically(join(dir, `${image.hash}.json`), JSON.stringify({ width: image.width, height: image.height }));
  } catch {
    // A read-only temporary folder: the next seed draws again.
  }
}

/** The picture's WebP variants, from the cache when this drawing was encoded before. */
export async function cachedPicture(svg: string, dir = CACHE_DIR): Promise<ProcessedImage> {
  const hash = pictureHash(svg);
  const cached = await readCached(dir, hash);
  if (cached) return cached;
  const image = await renderPicture(svg);
  await writeCached(dir, image);
  return image;
}
