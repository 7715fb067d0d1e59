import { parentPort } from "node:worker_threads";
import { brotliCompressSync } from "node:zlib";
import type { CompressionJob, CompressionResult } from "./off-thread-compression";

/*
 * The compression thread (docs/caching.md, Validators and compression): gzip and brotli of answers
 * the main thread hands over, so it goes on answering other requests meanwhile. The compressed
 * bytes are transferred back, not copied.
 */
const utf8 = new TextEncoder();

parentPort!.on("message", (job: CompressionJob) => {
  try {
    const body = typeof job.body === "string" ? utf8.encode(job.body) : (job.body as Uint8Array<ArrayBuffer>);
    const out = job.coding === "gzip" ? Bun.gzipSync(body, { level: job.level as 1 }) : brotliCompressSync(body, { params: job.params });
    // A small Buffer may share its pool's memory: only bytes of their own are transferred.
    const bytes = out.byteOffset === 0 && out.byteLength === out.buffer.byteLength ? new Uint8Array(out.buffer as ArrayBuffer) : new Uint8Array(out);
    parentPort!.postMessage({ id: job.id, bytes } satisfies CompressionResult, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies CompressionResult);
  }
});
