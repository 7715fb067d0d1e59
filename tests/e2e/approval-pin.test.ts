import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { churches } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, fakeTiles, hydrated } from "../helpers/pages";

const e2e = useServerAndBrowser({ SEED: "none" });

async function openAdmin(path: string, width = 1280) {
  const db = e2e.server.db();
  const admin = await createUser(db, { role: "admin" });
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
  await fakeTiles(context);
  await context.addCookies([{ name: "sid", value: createSession(db, admin.id), url: e2e.server.url }]);
  const page = await context.newPage();
  await page.goto(e2e.server.url + path);
  await hydrated(page);
  return { page, context };
}

const row = (id: number) => e2e.server.db().select().from(churches).where(eq(churches.id, id)).get()!;
const fields = (page: Page, prefix: string) => Promise.all([page.locator(`#${prefix}-latitude`).inputValue(), page.locator(`#${prefix}-longitude`).inputValue()]);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id);

describe("Church Approvals: the card and its map pin (docs/decisions/0034-approval-pin.md)", () => {
  test("the card shows photo, services, style and the pin; mouse and arrow keys move it; saving makes it exact; an approximate pin asks first", async () => {
    const placed = createChurch(e2e.server.db(), {
      name: "Pin Placed Chapel",
      status: "pending",
      heroImage: "/uploads/0123456789abcdef0123456789abcdef-1600.webp",
      worshipStyle: "contemporary",
      services: ["Sunday 9:00 AM", "Wednesday 7:00 PM · Spanish"],
      latitude: 29.4241,
      longitude: -98.4936,
      locationApproximate: true,
    });
    const { page, context } = await openAdmin("/admin?tab=approvals");
    const card = page.getByRole("listitem", { name: "Pin Placed Chapel" });
    await card.waitFor();
    expect(await card.getByRole("img", { name: "Photo of Pin Placed Chapel" }).getAttribute("srcset")).toContain("/uploads/0123456789abcdef0123456789abcdef-480.webp 480w");
    expect(await card.getByRole("list", { name: "Services of Pin Placed Chapel" }).getByRole("listitem").allTextContents()).toEqual(["Sunday 9:00 AM", "Wednesday 7:00 PM · Spanish"]);
    expect(await card.getByText("Contemporary worship").isVisible()).toBe(true);
    expect(await card.getByTestId(`pin-${placed.id}-approximate`).isVisible()).toBe(true);
    const marker = card.locator(".leaflet-marker-icon");
    await marker.waitFor();
    expect(await fields(page, `pin-${placed.id}`)).toEqual(["29.4241", "-98.4936"]);

    // Dragging the marker east by mouse moves the longitude field east, and no further north or south than a pixel.
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await page.waitForFunction((id) => (document.getElementById(`pin-${id}-longitude`) as HTMLInputElement).value !== "-98.4936", placed.id);
    const [, draggedLng] = await fields(page, `pin-${placed.id}`);
    expect(Number(draggedLng)).toBeGreaterThan(-98.4936);

    // Approving asks first; Cancel (Escape) keeps it pending and gives the keyboard back to Approve.
    await card.getByRole("button", { name: "Approve Pin Placed Chapel" }).click();
    const dialog = page.getByRole("dialog", { name: "Approximate map pin" });
    await dialog.waitFor();
    expect(await dialog.getByText("The map pin for Pin Placed Chapel is approximate (placed from the ZIP/area). Approve anyway?").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Place pin");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await focusedLabel(page)).toBe("Approve Pin Placed Chapel");

    // 'Place pin' takes the keyboard to the marker; arrow keys nudge it and the fields follow.
    await card.getByRole("button", { name: "Approve Pin Placed Chapel" }).click();
    await dialog.getByRole("button", { name: "Place pin" }).click();
    expect(await focusedLabel(page)).toStartWith("Map pin for Pin Placed Chapel");
    const [latBefore, lngBefore] = (await fields(page, `pin-${placed.id}`)).map(Number);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowLeft");
    const [latAfter, lngAfter] = (await fields(page, `pin-${placed.id}`)).map(Number);
    expect(latAfter! - latBefore!).toBeCloseTo(0.0001, 6);
    expect(lngAfter! - lngBefore!).toBeCloseTo(-0.0001, 6);

    // Typed coordinates move the marker, and are what Save pin stores; the pin is exact from then on.
    const keyedAt = await marker.evaluate((el) => (el as HTMLElement).style.transform);
    await page.locator(`#pin-${placed.id}-latitude`).fill("29.4312");
    await page.locator(`#pin-${placed.id}-longitude`).fill("-98.4871");
    await page.waitForFunction(([id, before]) => (document.querySelector(`[data-testid="pin-${id}-map"] .leaflet-marker-icon`) as HTMLElement).style.transform !== before, [placed.id, keyedAt] as const);
    await card.getByRole("button", { name: "Save pin for Pin Placed Chapel" }).click();
    await page.getByText("Map pin saved").waitFor();
    await card.getByTestId(`pin-${placed.id}-approximate`).waitFor({ state: "detached" });
    expect([row(placed.id).latitude, row(placed.id).longitude, row(placed.id).locationApproximate]).toEqual([29.4312, -98.4871, false]);

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    // An exact pin goes live without a question.
    await card.getByRole("button", { name: "Approve Pin Placed Chapel" }).click();
    await page.getByText("Church approved successfully").waitFor();
    expect(row(placed.id).status).toBe("approved");
    await context.close();
  });

  test("'Approve anyway' approves an approximate pin as it is; a pin far away is refused in the field", async () => {
    const db = e2e.server.db();
    const rough = createChurch(db, { name: "Rough Pin Church", status: "pending", latitude: 29.5, longitude: -98.6, locationApproximate: true });
    const { page, context } = await openAdmin("/admin?tab=approvals", 375);
    const card = page.getByRole("listitem", { name: "Rough Pin Church" });
    await card.waitFor();
    await page.locator(`#pin-${rough.id}-latitude`).fill("40.7128");
    await page.locator(`#pin-${rough.id}-longitude`).fill("-74.006");
    await card.getByRole("button", { name: "Save pin for Rough Pin Church" }).click();
    expect(await card.getByRole("alert").textContent()).toBe("The map pin must be within 100 miles of San Antonio");
    expect(await focusedLabel(page)).toBe(`pin-${rough.id}-latitude`);

    await card.getByRole("button", { name: "Approve Rough Pin Church" }).click();
    await page.getByRole("dialog", { name: "Approximate map pin" }).getByRole("button", { name: "Approve anyway" }).click();
    await page.getByText("Church approved successfully").waitFor();
    expect([row(rough.id).status, row(rough.id).latitude, row(rough.id).locationApproximate]).toEqual(["approved", 29.5, true]);
    await context.close();
  });

  test("the edit dialog of Manage Listings has the same picker: arrow keys move the pin and saving sends it", async () => {
    const church = createChurch(e2e.server.db(), { name: "Dialog Pin Church", latitude: 29.45, longitude: -98.5, locationApproximate: true });
    const { page, context } = await openAdmin("/admin?tab=listings");
    await page.getByRole("button", { name: "Edit Dialog Pin Church" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Dialog Pin Church" });
    // The map loads as it scrolls into the dialog's view.
    await dialog.getByTestId("edit-map").scrollIntoViewIfNeeded();
    const marker = dialog.locator(".leaflet-marker-icon");
    await marker.waitFor();
    await marker.focus();
    await page.keyboard.press("Shift+ArrowDown");
    expect(await fields(page, "edit")).toEqual(["29.449", "-98.5"]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Church updated successfully").waitFor();
    expect([row(church.id).latitude, row(church.id).locationApproximate]).toEqual([29.449, false]);
    await context.close();
  });
});
