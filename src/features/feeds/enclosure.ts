import { statSync } from "node:fs";
import { join } from "node:path";
import { siteUrl } from "../../http/site-origin";

/** A file under /uploads/ by its plain name: no folder, no dot-dot (as src/http/static-files.ts serves them). */
const STORED = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

/**
 * An article's picture as an RSS enclosure, which must say its length in bytes (RSS 2.0): the
 * length of the file the site stores and serves. A picture at another site's address, or a file
 * that is gone, gets no enclosure rather than a made-up length (docs/decisions/0055).
 */
export function pictureEnclosure(imageUrl: string, origin: string, uploadsDir: string): { url: string; length: number; type: string } | null {
  const name = imageUrl.match(STORED)?.[1];
  if (!name) return null;
  const path = join(uploadsDir, name);
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isFile()) return null;
  return { url: siteUrl(origin, imageUrl), length: stats.size, type: Bun.file(path).type.split(";")[0]! };
}
