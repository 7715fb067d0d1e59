import { brotliCompressSync, constants } from "node:zlib";

/** The codings the site sends (docs/caching.md, Compression): brotli where the client asks for it, gzip otherwise. */
export type ContentCoding = "br" | "gzip";

/** Smaller text is sent as it is: a few hundred bytes gain less than the coding's framing and work. */
export const COMPRESS_FROM_BYTES = 1024;

const TEXT_TYPE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|ld\+json|javascript|manifest\+json)|image\/svg\+xml)/i;

/** Whether an answer of this media type is text worth compressing (pictures are compressed already). */
export function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && TEXT_TYPE.test(contentType);
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli when it is
 * acceptable (q > 0, named or through `*`), else gzip, else none. Brotli wins ties and any
 * client that accepts both: it is smaller for every answer the site sends.
 */
export function preferredCoding(acceptEncoding: string | null): ContentCoding | null {
  if (!acceptEncoding) return null;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const weight = Number.isFinite(q) ? q : 0;
    if (name === "br") br = weight;
    else if (name === "gzip" || name === "x-gzip") gzip = weight;
    else if (name === "*") any = weight;
  }
  if ((br ?? any ?? 0) > 0) return "br";
  if ((gzip ?? any ?? 0) > 0) return "gzip";
  return null;
}

/**
 * The body in the coding. Levels are picked for answers compressed once and sent many times
 * (measured in docs/caching.md): brotli quality 5 is a third smaller than gzip for a few
 * milliseconds on the largest answers; quality 11 would cost a third of a second. An answer
 * that may be sent only `once` (a list nobody asked for before) gets quality 3 and gzip level 3:
 * a 119 KB list in 0.4 ms instead of 1 ms, 11 KB instead of 9.
 */
export function encodeBody(body: Uint8Array, coding: ContentCoding, effort: "kept" | "once" = "kept"): Uint8Array<ArrayBuffer> {
  if (coding === "gzip") return Bun.gzipSync(body as Uint8Array<ArrayBuffer>, { level: effort === "kept" ? 6 : 3 });
  const out = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === "kept" ? 5 : 3, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/** Adds a field name to Vary unless it is named already. */
export function addVary(headers: Headers, name: string): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", name);
  else if (!vary.split(",").some((field) => field.trim().toLowerCase() === name.toLowerCase())) headers.set("vary", `${vary}, ${name}`);
}
