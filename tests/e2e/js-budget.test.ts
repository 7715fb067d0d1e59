import { expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";

/** Visitor pages ship at most 90 KiB of gzipped JavaScript each (issue 2, "Done when"). */
const BUDGET_BYTES = 90 * 1024;
const VISITOR_PAGES = ["/", "/about", "/terms", "/privacy", "/no-such-page"];

const e2e = useServerAndBrowser();

test("every visitor page stays within the JavaScript budget", async () => {
  const report: string[] = [];
  for (const path of VISITOR_PAGES) {
    const page = await e2e.browser.newPage();
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), Bun.gzipSync(new Uint8Array(body), { level: 9 }).byteLength);
    });
    await page.goto(e2e.server.url + path, { waitUntil: "networkidle" });
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    report.push(`${path.padEnd(16)} ${(total / 1024).toFixed(1).padStart(6)} KiB gzipped in ${scripts.size} files`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    await page.close();
  }
  console.log(`JavaScript per page (budget ${BUDGET_BYTES / 1024} KiB):\n${report.join("\n")}`);
}, 60_000);
