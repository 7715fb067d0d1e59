import type { OutputInfo, SharpConstructor } from "sharp";
import { createHash } from "node:crypto";
import { IMAGE_WIDTHS, MAX_UPLOAD_PIXELS, uploadMessages } from "../../contract/images";
import { HttpError } from "../../http/errors";
import { FairQueue } from "./fair-queue";

let loaded: Promise<SharpConstructor> | undefined;
/** sharp (libvips) loads with the first picture, not with every server (docs/operations.md, Start-up). */
function loadSharp() {
  return (loaded ??= import("sharp").then(({ default: sharp }) => {
    // Two cores serve the whole city: libvips gets one thread and images are resized one at a time,
    // each uploader in turn (`bun run bench:uploads` measures it).
    sharp.concurrency(1);
    sharp.cache({ files: 0 });
    return sharp;
  }));
}

const FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
/** At most four uploads of the largest size wait at once; more would wait for minutes. */
const queue = new FairQueue(4 * MAX_UPLOAD_PIXELS, uploadMessages.busy);
/** The demo pictures drawn at seeding wait in a line of their own. */
const DRAWN = "drawn pictures";

export interface ProcessedImage {
  hash: string;
  format: string;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/** The WebP variants of a raster no wider than the widest variant, each scaled down from it. */
async function variantsOf(raster: { data: Buffer; info: OutputInfo }, effort?: number): Promise<ProcessedImage["variants"]> {
  const sharp = await loadSharp();
  const variants = [];
  for (const width of IMAGE_WIDTHS) {
    const data = await sharp(raster.data, { raw: raster.info }).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort }).toBuffer();
    variants.push({ width, data });
  }
  return variants;
}

/**
 * Checks that the bytes are an image by decoding its header (never by the file's name), refuses
 * decompression bombs by pixel count before anything is decoded, then decodes once, turned upright
 * from EXIF and scaled to the widest variant (JPEGs shrink while they load), and writes the WebP
 * variants for srcset from that, with every other metadata stripped (sharp keeps none unless asked).
 * `uploader` names whose turn it is in the queue.
 */
export async function processImage(bytes: Uint8Array, uploader: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  // The header alone: the pixel count is checked here, before anything is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new HttpError(422, uploadMessages.notAnImage);
  const pixels = meta.width * meta.height;
  if (pixels > MAX_UPLOAD_PIXELS) throw new HttpError(422, uploadMessages.tooManyPixels);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  return queue.run(uploader, pixels, async () => {
    try {
      const raster = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: IMAGE_WIDTHS.at(-1), withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { hash, format: meta.format!, width: meta.width!, height: meta.height!, variants: await variantsOf(raster) };
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
  // Drawn pictures are never refused for a busy queue: weight 0.
  return queue.run(DRAWN, 0, async () => {
    const hash = pictureHash(svg);
    const sharp = await loadSharp();
    const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    // Flat colours and soft gradients: a quicker WebP effort loses nothing visible and keeps seeding fast.
    return { hash, format: "svg", width: raster.info.width, height: raster.info.height, variants: await variantsOf(raster, 2) };
  });
}
