// `bun scripts/screenshot.ts URL OUT.png [WIDTH] [full]`: a page as a person sees it, in the
// system Chromium, for a look at layouts (375 for a phone). Prints the page's console errors.
import { launchBrowser } from "../tests/helpers/browser";

const [url, out, width = "1280", full] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: bun scripts/screenshot.ts URL OUT.png [WIDTH] [full]");
  process.exit(1);
}
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (m) => m.type() === "error" && console.log(`console: ${m.text()}`));
page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "full" });
await browser.close();
console.log(`saved ${out}`);
