import { describe, expect, test } from "bun:test";
import { gunzipSync } from "node:zlib";
import { gzipPageOnce, gzipPageToKeep, pageEtag, pageHtml, plainPageText, type PageText } from "./page-text";

const style = ".card{margin:0 auto;color:#1b3358}".repeat(400) + "/* ñ — “quoted” */";
const page = (body: string): PageText => ({ before: `<!DOCTYPE html><html lang="es"><head><title>Iglesia San José</title><style>`, style, after: `</style></head><body>${body}</body></html>` });

/** What a browser reads: the body through a gzip decoder other than the one that wrote it. */
async function asBrowserReads(gzip: Uint8Array): Promise<string> {
  return new Response(new Blob([gzip as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
}

describe("a page's gzip around its kept stylesheet", () => {
  test("both levels decode to the page, multi-byte text included, with any gzip decoder", async () => {
    const text = page(`<h1>Misa en español</h1>${"<p>Servicio dominical — 9:00 a. m. ✝</p>".repeat(300)}`);
    for (const gzip of [gzipPageOnce(text), await gzipPageToKeep(text)]) {
      expect(await asBrowserReads(gzip)).toBe(pageHtml(text));
      expect(gunzipSync(gzip).toString("utf8")).toBe(pageHtml(text));
      expect(new TextDecoder().decode(Bun.gunzipSync(gzip as Uint8Array<ArrayBuffer>))).toBe(pageHtml(text));
    }
  });

  test("pages sharing the stylesheet each decode to their own text", async () => {
    const [a, b] = [page("<p>one</p>"), page("<p>two</p>".repeat(50))];
    expect(await asBrowserReads(gzipPageOnce(a))).toBe(pageHtml(a));
    expect(await asBrowserReads(gzipPageOnce(b))).toBe(pageHtml(b));
  });

  test("a page with no stylesheet of its own, and an empty one", async () => {
    for (const text of [plainPageText("<p>plain</p>".repeat(100)), plainPageText("")]) expect(await asBrowserReads(gzipPageOnce(text))).toBe(pageHtml(text));
  });

  test("the stylesheet is sent compressed, not stored: the page is smaller than its style alone", () => {
    expect(gzipPageOnce(page("<p>x</p>")).byteLength).toBeLessThan(style.length / 10);
  });

  test("the validator changes with any of the pieces", () => {
    const a = page("<p>a</p>");
    expect(pageEtag(a)).toBe(pageEtag(page("<p>a</p>")));
    expect(pageEtag(a)).not.toBe(pageEtag(page("<p>b</p>")));
    expect(pageEtag(a)).not.toBe(pageEtag({ ...a, style: `${style} ` }));
    expect(pageEtag(a)).toMatch(/^W\/"[0-9a-z]+"$/);
  });
});
