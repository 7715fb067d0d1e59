import { chromium } from "playwright-core";
const [url, out, width] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 1280)];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.argv[5] === "full" });
await browser.close();
