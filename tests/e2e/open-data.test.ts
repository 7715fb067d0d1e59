import { describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

// The open data page on a phone and without scripts, and its files as a browser downloads them
// from the demo directory (docs/open-data.md).
const e2e = useServerAndBrowser();

describe("/open-data in a browser", () => {
  for (const [prefix, name] of [["", "Open Data"], ["/es", "Datos abiertos"]] as const) {
    test(`${prefix}/open-data at 375 px: reached from the footer, no sideways scroll, passes axe`, async () => {
      const { page, context } = await openPage(e2e, `${prefix}/about`, { width: 375 });
      await page.locator("footer").getByRole("link", { name, exact: true }).click();
      await page.waitForURL(new RegExp(`${prefix}/open-data$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page, ["minor", "moderate", "serious", "critical"])).toEqual([]);
      await context.close();
    });
  }

  test("without JavaScript the links fetch the day's files: the demo's churches as JSON and CSV, the same number in each", async () => {
    const { page, context } = await openPage(e2e, "/open-data", { javaScriptEnabled: false });
    const jsonHref = await page.getByRole("link", { name: "churches.json" }).getAttribute("href");
    const json = (await (await page.request.get(e2e.server.url + jsonHref)).json()) as { count: number; churches: { name: string }[] };
    expect(json.count).toBeGreaterThan(100);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "churches.csv" }).click()]);
    expect(download.suggestedFilename()).toBe("churches.csv");
    const rows = parse(await (await page.request.get(e2e.server.url + "/open-data/churches.csv")).text(), { bom: true, columns: true }) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(json.churches.map((c) => c.name.replace(/^([=+\-@\t\r])/, "'$1")));
    await context.close();
  });
});
