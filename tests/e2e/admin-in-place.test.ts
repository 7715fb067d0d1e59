import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { createChurch, createEvent, createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

// Administration screens stay English (docs/i18n.md): each journey runs at 1280 and 375 px.
const e2e = useServerAndBrowser({ SEED: "none" });
const WIDTHS = [1280, 375] as const;
const LONG_WORD = "Congregacionbautistamisioneradelwestsidedesanantonio";

async function adminPage(path: string, width: number) {
  const session = createSession(e2e.server.db(), (await createUser(e2e.server.db(), { role: "admin" })).id);
  return openPage(e2e, path, { width, session });
}
/** The accessible name (or id) of what has the keyboard. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id ?? "");

/** 'Experience, round 3': the admin's event Edit form opens where the admin is, with the keyboard in it. */
describe("the admin's event form opens at its event", () => {
  for (const width of WIDTHS) {
    test(`${width} px: Edit opens the form under its event with the title focused; Escape, Cancel and Save give the keyboard back to Edit`, async () => {
      const db = e2e.server.db();
      for (let i = 1; i <= 24; i++) createEvent(db, { title: `Weekly Vespers ${width}-${i}`, startsAt: new Date(Date.now() + i * 3_600_000) });
      const target = `Late Evensong ${width}`;
      createEvent(db, { title: target, startsAt: new Date(Date.now() + 60 * 86_400_000) });
      const { page, context } = await adminPage("/admin?tab=content", width);
      const edit = page.getByRole("button", { name: `Edit ${target}` });
      await edit.focus();
      await page.keyboard.press("Enter");
      const form = page.getByRole("form", { name: "Edit event" });
      const title = form.getByLabel("Title");
      await title.waitFor();
      expect([await focused(page), await title.inputValue()]).toEqual(["event-title", target]);
      // Right under its event, and in view (it was 1,600 px up, above the list).
      const [button, box] = [(await edit.boundingBox())!, (await form.boundingBox())!];
      expect(box.y).toBeGreaterThan(button.y + button.height - 1);
      expect(box.y - (button.y + button.height)).toBeLessThan(80);
      const field = (await title.boundingBox())!;
      expect(field.y >= 0 && field.y + field.height <= 800).toBe(true);
      expect(await edit.getAttribute("aria-expanded")).toBe("true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 375) await page.screenshot({ path: `/tmp/shots/admin-event-edit-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      expect([await form.count(), await focused(page)]).toEqual([0, `Edit ${target}`]);
      await page.keyboard.press("Enter");
      await form.getByRole("button", { name: "Cancel" }).click();
      expect(await focused(page)).toBe(`Edit ${target}`);

      // A refused check keeps the keyboard on the field it names; a save gives it back to Edit.
      await page.keyboard.press("Enter");
      await title.fill("");
      await form.getByRole("button", { name: "Save Event" }).click();
      expect(await form.getByText("Event title is required").isVisible()).toBe(true);
      expect(await focused(page)).toBe("event-title");
      await page.keyboard.type(`${target}, Sung`);
      await page.keyboard.press("Enter");
      await page.getByText("Event updated").waitFor();
      await page.waitForFunction((name) => document.activeElement?.getAttribute("aria-label") === name, `Edit ${target}, Sung`);
      expect(await form.count()).toBe(0);

      // New Event opens under the heading, and closing gives the keyboard back to it.
      await page.getByRole("button", { name: "New Event" }).click();
      expect(await focused(page)).toBe("event-title");
      await page.keyboard.press("Escape");
      expect(await focused(page)).toBe("new-event");
      await context.close();
    });
  }
});

/** 'Experience, round 3': at 375 px long names wrap, and the bulk table shows that it scrolls sideways. */
describe("long names and the wide table at a phone's width", () => {
  for (const width of WIDTHS) {
    test(`${width} px: a long name wraps in the listing and in the edit dialog's heading, whose Cancel gives the keyboard back to Edit; the bulk table says it scrolls and is a named tab stop`, async () => {
      const db = e2e.server.db();
      const long = createChurch(db, { name: `${LONG_WORD} ${width}` });
      createChurch(db, { name: `Iglesia Bautista Misionera Hispana Emanuel de la Comunidad del Westside ${width}` });
      const { page, context } = await adminPage("/admin?tab=listings", width);
      await page.getByLabel("Search").fill(String(width));
      await page.getByText("Showing 2 matching.").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole("button", { name: `Edit ${long.name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Edit ${long.name}` });
      const heading = dialog.getByRole("heading", { name: `Edit ${long.name}` });
      await heading.waitFor();
      const fits = await heading.evaluate((h) => {
        const box = h.getBoundingClientRect();
        const inner = h.closest("dialog")!.getBoundingClientRect();
        return { fits: h.scrollWidth <= h.clientWidth && box.right <= inner.right, lines: Math.round(box.height / parseFloat(getComputedStyle(h).lineHeight)) };
      });
      expect(fits.fits).toBe(true);
      if (width === 375) expect(fits.lines).toBeGreaterThan(1);
      if (width === 375) await page.screenshot({ path: `/tmp/shots/admin-long-name-${width}.png` });
      // Closed, the dialog gives the keyboard back to the listing's Edit button.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      expect(await focused(page)).toBe(`Edit ${long.name}`);

      await page.getByRole("tab", { name: "Bulk Update" }).click();
      await page.getByLabel("Find rows").fill(String(width));
      await page.getByLabel(`Phone of ${long.name}`).waitFor();
      const table = page.getByRole("region", { name: "Churches to edit in bulk" });
      const hint = page.getByText("Scroll sideways to see every column.");
      const edges = page.locator("[data-more-right], [data-more-left]");
      expect(await table.getAttribute("tabindex")).toBe("0");
      if (width === 1280) {
        // Every column shows: no hint, no shadow.
        expect([await hint.count(), await edges.count()]).toEqual([0, 0]);
      } else {
        expect(await hint.isVisible()).toBe(true);
        expect(await page.locator("[data-more-right]:not([data-more-left])").count()).toBe(1);
        await table.focus();
        await page.keyboard.press("ArrowRight");
        await page.waitForFunction(() => document.querySelector("[data-more-left]") !== null);
        expect(await table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
        await page.screenshot({ path: `/tmp/shots/admin-bulk-scroll-${width}.png` });
        await table.evaluate((t) => t.scrollTo({ left: t.scrollWidth }));
        await page.waitForFunction(() => document.querySelector("[data-more-left]:not([data-more-right])") !== null);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
