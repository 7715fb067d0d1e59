import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants } from "node:zlib";

/** The codings the site sends (docs/caching.md, Compression): brotli where the client asks for it, gzip otherwise. */
export type ContentCoding = "br" | "gzip";

/** Smaller text is sent as it is: a few hundred bytes gain less than the coding's framing and work. */
export const COMPRESS_FROM_BYTES = 1024;

const TEXT_TYPE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|ld\+json|javascript|manifest\+json)|image\/svg\+xml)/i;

/** Whether an answer of this media type is text worth compressing (pictures are compressed already). */
export function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && TEXT_TYPE.test(contentType);
}

type Weights = Readonly<{ br?: number; gzip?: number; any?: number }>;

/** Accept-Encoding values read before: clients send a handful of them, and every answer reads one. */
const readBefore = new Map<string, Weights>();
const READ_BEFORE_MAX = 64;
/** Longer values (browsers send about 30 characters) are read each time rather than held. */
const READ_BEFORE_LONGEST = 256;

/** The weights an Accept-Encoding header gives brotli, gzip and `*` (RFC 9110 §12.5.3); undefined: not named. */
function weights(acceptEncoding: string): Weights {
  let found = readBefore.get(acceptEncoding);
  if (found) return found;
  found = Object.freeze(readWeights(acceptEncoding));
  if (acceptEncoding.length > READ_BEFORE_LONGEST) return found;
  // Odd values (a client making them up) cannot grow it: past the bound it starts over.
  if (readBefore.size >= READ_BEFORE_MAX) readBefore.clear();
  readBefore.set(acceptEncoding, found);
  return found;
}

function readWeights(acceptEncoding: string): { br?: number; gzip?: number; any?: number } {
  const found: { br?: number; gzip?: number; any?: number } = {};
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const weight = Number.isFinite(q) ? q : 0;
    if (name === "br") found.br = weight;
    else if (name === "gzip" || name === "x-gzip") found.gzip = weight;
    else if (name === "*") found.any = weight;
  }
  return found;
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli when it is
 * acceptable (q > 0, named or through `*`), else gzip, else none. Brotli wins ties and any
 * client that accepts both: it is smaller for every answer the site sends.
 */
export function preferredCoding(acceptEncoding: string | null): ContentCoding | null {
  if (!acceptEncoding) return null;
  const { br, gzip, any } = weights(acceptEncoding);
  if ((br ?? any ?? 0) > 0) return "br";
  if ((gzip ?? any ?? 0) > 0) return "gzip";
  return null;
}

/** Whether the client takes gzip (named or through `*`, q > 0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  const { gzip, any } = weights(acceptEncoding);
  return (gzip ?? any ?? 0) > 0;
}

/**
 * The body in the coding. Levels are picked for answers compressed once and sent many times
 * (measured in docs/caching.md): brotli quality 5 is a third smaller than gzip for a few
 * milliseconds on the largest answers; quality 11 would cost a third of a second. An answer
 * that may be sent only `once` (a list nobody asked for before, a page that is not kept) gets
 * brotli quality 1 or gzip level 1: the 131 KB directory page in a twelfth of quality 5's time
 * and a seventh of gzip 6's, for 24 KB (br) or 31 KB (gzip) instead of 18 and 20
 * (docs/decisions/0079-render-cost.md).
 */
export function encodeBody(body: Uint8Array, coding: ContentCoding, effort: Effort = "kept"): Uint8Array<ArrayBuffer> {
  if (coding === "gzip") return Bun.gzipSync(body as Uint8Array<ArrayBuffer>, { level: LEVELS[effort].gzip });
  return asBytes(brotliCompressSync(body, brotliOptions(effort, body.byteLength)));
}

type Effort = "kept" | "once";
const LEVELS = { kept: { gzip: 6, br: 5 }, once: { gzip: 1, br: 1 } } as const;
const brotliOptions = (effort: Effort, bytes: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: LEVELS[effort].br, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });
const asBytes = (out: Buffer) => new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);

/** Adds a field name to Vary unless it is named already. */
export function addVary(headers: Headers, name: string): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", name);
  else if (!vary.split(",").some((field) => field.trim().toLowerCase() === name.toLowerCase())) headers.set("vary", `${vary}, ${name}`);
}

const brotliOnPool = promisify(brotliCompress);

/**
 * A kept page's brotli copy, at the kept quality, compressed on the thread pool: the main thread
 * answers other requests meanwhile (its gzip: src/render/page-text.ts). Compressing redrawn pages
 * on the main thread was a quarter of the server's time with five edits a second (docs/caching.md,
 * Validators and compression).
 */
export async function brotliOffThread(body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return asBytes(await brotliOnPool(body, brotliOptions("kept", body.byteLength)));
}
