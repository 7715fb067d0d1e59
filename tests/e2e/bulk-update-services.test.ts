import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { churches as churchesTable } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser } from "../helpers/e2e";

const e2e = useServerAndBrowser({ SEED: "none" });

/** The profile's text as a visitor reads it, spaces made plain ('8:15 a. m.' has a no-break space in Spanish). */
const profileText = async (page: Page, path: string) => {
  await page.goto(e2e.server.url + path);
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
};

/** Types in 'Find rows' and waits for its answer (a church a row), so edits land on the rows the save numbers. */
const findRows = async (page: Page, search: string, rows: number) => {
  await page.getByLabel("Find rows").fill(search);
  await page.waitForFunction((n) => document.querySelectorAll("table tbody").length === n, rows);
};

/** Bulk Update (issue 34): rows whose only edit is their services are saved, and a refused row is named. */
describe("Bulk Update: the services cell", () => {
  for (const [width, lang] of [[1280, "en"], [375, "es"]] as const) {
    test(`three rows whose only edit is their services are saved and read back on their public pages (${width} px, ${lang})`, async () => {
      const db = e2e.server.db();
      const tag = `Cell ${width}`;
      const edited = ["Alpha", "Bravo", "Charlie"].map((name, i) => createChurch(db, { name: `${tag} ${name} Chapel`, services: [`Sunday ${9 + i}:00 AM`] }));
      const session = createSession(db, (await createUser(db, { username: `bulk-admin-${width}`, role: "admin" })).id);
      const { page, context } = await openPage(e2e, "/admin", { width, session });
      await page.getByRole("tab", { name: "Bulk Update" }).click();
      await findRows(page, tag, 3);
      for (const [i, church] of edited.entries()) await page.getByLabel(`Services of ${church.name}`).fill(`Sunday 8:1${i} AM | Sunday 6:4${i} PM`);
      expect(await page.locator("tr[data-changed]").count()).toBe(3);
      if (width === 375) await page.screenshot({ path: `/tmp/shots/34-bulk-services-edited-${width}.png` });
      await page.getByRole("button", { name: "Save Changes (3)" }).click();
      await page.getByText("Updated 3 churches").waitFor();
      await page.screenshot({ path: `/tmp/shots/34-bulk-services-saved-${width}.png` });
      expect(await page.locator("tr[data-changed]").count()).toBe(0);

      const visitor = await context.newPage();
      for (const [i, church] of edited.entries()) {
        const text = await profileText(visitor, `${lang === "es" ? "/es" : ""}/church/${church.slug}`);
        const times = lang === "es" ? [`8:1${i} a. m.`, `6:4${i} p. m.`] : [`8:1${i} AM`, `6:4${i} PM`];
        expect(times.map((time) => text.includes(time))).toEqual([true, true]);
        expect(text.includes(lang === "es" ? `${9 + i}:00 a. m.` : `${9 + i}:00 AM`)).toBe(false);
      }
      await context.close();
    });
  }

  test("a refused row is named in the message and nothing is saved", async () => {
    const db = e2e.server.db();
    const churches = ["First", "Second", "Third"].map((name) => createChurch(db, { name: `Refused ${name} Parish`, services: ["Sunday 9:00 AM"] }));
    const session = createSession(db, (await createUser(db, { username: "bulk-admin-refused", role: "admin" })).id);
    const { page, context } = await openPage(e2e, "/admin", { session });
    await page.getByRole("tab", { name: "Bulk Update" }).click();
    await findRows(page, "Refused", 3);
    await page.getByLabel("Services of Refused First Parish").fill("Sunday 7:00 AM");
    await page.getByLabel("ZIP of Refused Third Parish").fill("7820");
    await page.getByRole("button", { name: "Save Changes (2)" }).click();
    await page.getByText("Row 3, Refused Third Parish: Valid ZIP code is required").waitFor();
    await page.screenshot({ path: "/tmp/shots/34-bulk-refused-row-1280.png" });
    expect(await page.locator("tr[data-changed]").count()).toBe(2);
    const text = await profileText(await context.newPage(), `/church/${churches[0]!.slug}`);
    expect([text.includes("9:00 AM"), text.includes("7:00 AM")]).toEqual([true, false]);
    await context.close();
  });

  test("rows come a page at a time, and an edit made on one page stays shown, and is saved, from the next", async () => {
    const db = e2e.server.db();
    // Names sort by their number, so the first page holds Paged 01–20 and the second the rest.
    const churches = Array.from({ length: 23 }, (_, i) => createChurch(db, { name: `Paged ${String(i + 1).padStart(2, "0")} Church` }));
    const session = createSession(db, (await createUser(db, { username: "bulk-admin-pages", role: "admin" })).id);
    const { page, context } = await openPage(e2e, "/admin", { width: 375, session });
    await page.getByRole("tab", { name: "Bulk Update" }).click();
    await findRows(page, "Paged", 20);
    const pages = page.getByRole("navigation", { name: "Bulk Update pages" });
    expect(await pages.innerText()).toContain("Page 1 of 2");
    await page.getByLabel("Phone of Paged 02 Church").fill("(210) 555-0102");
    await pages.getByRole("button", { name: "Next" }).click();
    // The three rows of page two, after the edited row of page one.
    await page.waitForFunction(() => document.querySelectorAll("table tbody").length === 4);
    expect(await pages.innerText()).toContain("Page 2 of 2");
    // The keyboard is taken back to the new rows, not left under a shorter table.
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Churches to edit in bulk");
    expect(await page.getByLabel("Phone of Paged 02 Church").inputValue()).toBe("(210) 555-0102");
    expect(await page.getByLabel("Name of Paged 23 Church").inputValue()).toBe("Paged 23 Church");
    expect(await page.getByLabel("Name of Paged 03 Church").count()).toBe(0);
    await page.screenshot({ path: "/tmp/shots/bulk-page-two-375.png" });
    await page.getByRole("button", { name: "Save Changes (1)" }).click();
    await page.getByText("Updated 1 church").waitFor();
    expect(db.select().from(churchesTable).where(eq(churchesTable.id, churches[1]!.id)).get()!.phone).toBe("(210) 555-0102");
    await context.close();
  });
});
