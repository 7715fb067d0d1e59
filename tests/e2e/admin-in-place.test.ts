import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { createEvent, createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

// Administration screens stay English (docs/i18n.md): each journey runs at 1280 and 375 px.
const e2e = useServerAndBrowser({ SEED: "none" });
const WIDTHS = [1280, 375] as const;

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
