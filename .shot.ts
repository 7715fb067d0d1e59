import { chromium } from "playwright-core";
const [,, path, width, out, admin] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
const base = "http://127.0.0.1:4311";
if (admin) {
  await page.goto(base + "/admin/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Username").fill("boss");
  await page.getByLabel("Password").fill("boss-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin$/);
}
await page.goto(base + path);
await page.waitForLoadState("networkidle");
if (admin && process.argv[6]) { await page.getByRole("tab", { name: process.argv[6] }).click(); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: false });
await browser.close();
