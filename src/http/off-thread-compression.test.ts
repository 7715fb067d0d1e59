import { describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { encodeBody, encodeOffThread } from "./content-coding";
import { compressionThread } from "./off-thread-compression";

const text = (n: number) => Array.from({ length: n }, (_, i) => `<li>Église ${i} — 10:30 AM</li>`).join("");
const utf8 = new TextEncoder();
const decoded = (bytes: Uint8Array, coding: "gzip" | "br") => new TextDecoder().decode(coding === "gzip" ? gunzipSync(bytes) : brotliDecompressSync(bytes));

describe("compression on the compression thread", () => {
  for (const coding of ["gzip", "br"] as const)
    test(`${coding}: text and bytes come back whole, at each effort, as small as on the main thread`, async () => {
      const page = text(2000);
      for (const effort of ["once", "kept"] as const) {
        const fromText = await encodeOffThread(page, coding, effort);
        const fromBytes = await encodeOffThread(utf8.encode(page), coding, effort);
        expect(decoded(fromText, coding)).toBe(page);
        expect(decoded(fromBytes, coding)).toBe(page);
        expect(fromText.byteLength).toBe(encodeBody(utf8.encode(page), coding, effort).byteLength);
      }
    });

  test("many bodies at once each get their own answer, and the bodies handed over stay the caller's", async () => {
    const bodies = Array.from({ length: 40 }, (_, i) => utf8.encode(text(50 + i)));
    const out = await Promise.all(bodies.map((body, i) => encodeOffThread(body, i % 2 ? "br" : "gzip", "once")));
    out.forEach((bytes, i) => expect(decoded(bytes, i % 2 ? "br" : "gzip")).toBe(text(50 + i)));
    // A kept answer's bytes are handed over again later: they were copied, not moved.
    expect(bodies.every((body, i) => body.byteLength === utf8.encode(text(50 + i)).byteLength)).toBe(true);
  });

  test("a thread that ends mid-job loses nothing: its jobs are compressed on the main thread, and the next job starts a new thread", async () => {
    const page = text(20_000);
    const pending = encodeOffThread(page, "gzip", "kept");
    compressionThread.stop();
    expect(decoded(await pending, "gzip")).toBe(page);
    expect(decoded(await encodeOffThread(page, "br", "once"), "br")).toBe(page);
  });
});
