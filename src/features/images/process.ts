import sharp from "sharp";
import { createHash } from "node:crypto";
import { IMAGE_WIDTHS, MAX_UPLOAD_PIXELS, uploadMessages } from "../../contract/images";
import { HttpError } from "../../http/errors";

// Two cores serve the whole city: libvips gets one thread and images are resized one at a time,
// so uploads never starve page rendering (`bun run bench:uploads` measures it).
sharp.concurrency(1);
sharp.cache({ files: 0 });

const FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export interface ProcessedImage {
  hash: string;
  format: string;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs image work one job at a time, in arrival order. */
function serially<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Checks that the bytes are an image by decoding its header (never by the file's name), refuses
 * decompression bombs by pixel count, then writes WebP variants for srcset: turned upright from
 * EXIF, every other metadata stripped (sharp keeps none unless asked).
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  return serially(async () => {
    // The header alone: the pixel count is checked here, before anything is decoded.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
    if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new HttpError(422, uploadMessages.notAnImage);
    if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new HttpError(422, uploadMessages.tooManyPixels);
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    try {
      const variants = [];
      for (const width of IMAGE_WIDTHS) {
        const data = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        variants.push({ width, data });
      }
      return { hash, format: meta.format, width: meta.width, height: meta.height, variants };
    } catch {
      // A header that parses over a body that does not.
      throw new HttpError(422, uploadMessages.notAnImage);
    }
  });
}

/**
 * A generated picture (docs/decisions/0031-demo-pictures.md) as the same WebP variants an upload
 * gets: the SVG is drawn once at its full size and that raster is scaled down for each width.
 */
/** A drawn picture's name: the same drawing always gets the same files. */
export function pictureHash(svg: string): string {
  return createHash("sha256").update(svg).digest("hex").slice(0, 32);
}

export function renderPicture(svg: string): Promise<ProcessedImage> {
  return serially(async () => {
    const hash = pictureHash(svg);
    const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const variants = [];
    for (const width of IMAGE_WIDTHS) {
      // Flat colours and soft gradients: a quicker WebP effort loses nothing visible and keeps seeding fast.
      const data = await sharp(raster.data, { raw: raster.info }).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer();
      variants.push({ width, data });
    }
    return { hash, format: "svg", width: raster.info.width, height: raster.info.height, variants };
  });
}
