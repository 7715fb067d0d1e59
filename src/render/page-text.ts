import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync } from "node:zlib";

/**
 * A drawn page's HTML in three pieces: what comes before its inline stylesheet, the stylesheet,
 * and the rest. The stylesheet is the same on every page of a build and more than half of a
 * page's bytes (decision 0040), so a page's gzip takes it compressed once and compresses only
 * the pieces around it (docs/caching.md, Validators and compression; decision 0079).
 */
export interface PageText {
  before: string;
  style: string;
  after: string;
}

/** A page's text with no stylesheet of its own (an answer built elsewhere, a test's). */
export const plainPageText = (html: string): PageText => ({ before: html, style: "", after: "" });

/** The whole page. */
export const pageHtml = ({ before, style, after }: PageText): string => before + style + after;

/** The page's weak validator, from its pieces (the stylesheet's hash is worked out once). */
export function pageEtag({ before, style, after }: PageText): string {
  const hash = Bun.hash.wyhash(after, Bun.hash.wyhash(before, kept(style).hash));
  return `W/"${hash.toString(36)}"`;
}

/** Level 1 around the stylesheet: the page is sent this once (a page not kept). */
export function gzipPageOnce(text: PageText): Uint8Array<ArrayBuffer> {
  const [before, after] = [utf8.encode(text.before), utf8.encode(text.after)];
  return gzipMember(text.style, before, after, deflateRawSync(before, { level: 1, finishFlush: constants.Z_SYNC_FLUSH }), deflateRawSync(after, { level: 1 }));
}

/** Level 6 around the stylesheet, compressed on the thread pool: the copy the page cache keeps. */
export async function gzipPageToKeep(text: PageText): Promise<Uint8Array<ArrayBuffer>> {
  const [before, after] = [utf8.encode(text.before), utf8.encode(text.after)];
  const [head, tail] = await Promise.all([deflateOnPool(before, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }), deflateOnPool(after, { level: 6 })]);
  return gzipMember(text.style, before, after, head, tail);
}

const utf8 = new TextEncoder();
const deflateOnPool = promisify(deflateRaw);

/** A stylesheet as every page's gzip and validator take it: encoded, deflated and hashed once. */
interface KeptStyle {
  /** Raw deflate ending on a byte boundary without a final block (a sync flush): more blocks may follow. */
  deflated: Uint8Array;
  bytes: Uint8Array;
  hash: bigint;
}
const keptStyles = new Map<string, KeptStyle>();
const KEPT_STYLES = 4;

function kept(style: string): KeptStyle {
  let found = keptStyles.get(style);
  if (!found) {
    const bytes = utf8.encode(style);
    // Compressed once per build, so the smallest: level 9.
    found = { bytes, deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }), hash: Bun.hash.wyhash(style) };
    // One stylesheet a build; a development server rebuilding on every change keeps only the last few.
    if (keptStyles.size >= KEPT_STYLES) keptStyles.delete(keptStyles.keys().next().value!);
    keptStyles.set(style, found);
  }
  return found;
}

/**
 * One gzip member (RFC 1952) around three raw deflate streams laid end to end: each of the first
 * two ends with a sync flush (no final block, byte-aligned), the last with the final block, and
 * none refers back past its own start, so together they are one valid deflate stream.
 */
function gzipMember(style: string, before: Uint8Array, after: Uint8Array, head: Uint8Array, tail: Uint8Array): Uint8Array<ArrayBuffer> {
  const middle = kept(style);
  const out = new Uint8Array(HEADER.length + head.length + middle.deflated.length + tail.length + 8);
  let at = 0;
  for (const part of [HEADER, head, middle.deflated, tail]) {
    out.set(part, at);
    at += part.length;
  }
  const crc = crc32(after, crc32(middle.bytes, crc32(before)));
  const trailer = new DataView(out.buffer, at);
  trailer.setUint32(0, crc >>> 0, true);
  trailer.setUint32(4, (before.length + middle.bytes.length + after.length) >>> 0, true);
  return out;
}

/** Gzip's fixed header: deflate, no flags, no time, unknown system. */
const HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
