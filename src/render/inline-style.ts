import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "./assets";

export interface InlineStyle {
  /** The stylesheet's text, safe inside `<style>`. */
  text: string;
  /** Its Content Security Policy source, `'sha256-…'`: inline styles are otherwise refused. */
  cspSource: string;
}

const loaded = new Map<string, InlineStyle>();

/**
 * The site's stylesheet for a `<style>` in every page's head: the first paint needs no second
 * round trip (docs/decisions/0040-first-paint.md). Read once per built file.
 */
export function inlineStyle(href: string): InlineStyle {
  let style = loaded.get(href);
  if (!style) {
    // No stylesheet text may end the element early; `<\/style` means the same in CSS.
    const text = readFileSync(join(distDir, href), "utf8").replace(/<\/style/gi, "<\\/style");
    style = { text, cspSource: `'sha256-${createHash("sha256").update(text).digest("base64")}'` };
    loaded.set(href, style);
  }
  return style;
}
