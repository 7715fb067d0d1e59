import { chromium } from "playwright-core";
const [,, path, width, out] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ viewport: { width: Number(width), height: 900 } })).newPage();
await page.goto("http://127.0.0.1:4311" + path); await page.waitForLoadState("networkidle");
const h1 = await page.locator("h1").first().boundingBox(); const brand = await page.locator("header a").first().boundingBox();
console.log(JSON.stringify({ h1x: h1?.x, brandx: brand?.x }));
await page.screenshot({ path: out, fullPage: true }); await browser.close();
