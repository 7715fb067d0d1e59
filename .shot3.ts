import { chromium } from "playwright-core";
const [,, path, out, y] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto("http://127.0.0.1:4311" + path); await page.waitForLoadState("networkidle");
await page.screenshot({ path: out, clip: { x: 0, y: Number(y), width: 1280, height: 900 }, fullPage: true }); await browser.close();
