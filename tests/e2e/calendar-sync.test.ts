import { afterAll, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { centralDay } from "../../src/lib/dates";
import { startCalendarFeeds } from "../fakes/calendar-feeds";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

/**
 * 'Sync from your church's calendar' walked by an owner on a phone without JavaScript, against a
 * local host serving a Google-shaped calendar of the coming weeks (docs/service-times.md, Calendar sync).
 */
const e2e = useServerAndBrowser({ SEED: "none", CALENDAR_FEEDS_ALLOW_LOOPBACK: "1" });
const feeds = startCalendarFeeds(centralDay());
const contexts: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
  feeds.stop();
});

test("an owner syncs the church's calendar on a phone without JavaScript: a wrong address is refused with what was typed kept, the right one saved and read, the visitor sees its services, Undo and Stop syncing work", async () => {
  const db = e2e.server.db();
  const owner = await createUser(db, { username: "calendar-owner" });
  const church = createChurch(db, { name: "Calendar Chapel", ownerId: owner.id, serviceTimes: [{ day: "sunday", time: "09:00", kind: "mass" }, { day: "sunday", time: "11:00", kind: "mass" }] });
  const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  contexts.push(context);
  await context.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/church-edit/${church.id}/changes`);
  const section = page.locator("#calendar-sync");
  await section.getByRole("heading", { name: "Sync from your church's calendar" }).waitFor();

  await section.getByLabel("Public calendar address (.ics)").fill("https://192.168.1.20/calendar.ics");
  await section.getByLabel("Events whose title contains these words become special services").fill("Mass, Carols");
  await section.getByLabel("Events whose title contains these words cancel the weekly service at that time").fill("no service");
  await section.getByRole("button", { name: "Save and sync" }).click();
  await section.getByRole("alert").getByText(/^Enter your calendar's public https address/).waitFor();
  expect(await section.getByLabel("Public calendar address (.ics)").inputValue()).toBe("https://192.168.1.20/calendar.ics");
  expect(await section.getByLabel("Events whose title contains these words become special services").inputValue()).toBe("Mass, Carols");

  await section.getByLabel("Public calendar address (.ics)").fill(feeds.google);
  await section.getByRole("button", { name: "Save and sync" }).click();
  await section.getByRole("status").getByText("Saved, and your calendar was read.").waitFor();
  expect(await section.getByTestId("last-sync").innerText()).toMatch(/^Last sync, \w{3} \d+, \d{4}, \d+:\d\d [AP]M: added 8 special services, cancelled 1 service\.$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The same page with JavaScript, at the same width: no serious accessibility problem.
  const scripted = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
  contexts.push(scripted);
  await scripted.addCookies([{ name: "sid", value: createSession(db, owner.id), url: e2e.server.url }]);
  const checked = await scripted.newPage();
  await checked.goto(page.url());
  expect(await axeViolations(checked)).toEqual([]);

  const visitor = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto(`${e2e.server.url}/church/${church.slug}`);
  expect(await visitor.getByText("Lessons and Carols").first().isVisible()).toBe(true);
  await visitor.close();

  await section.getByRole("button", { name: "Undo the last sync" }).click();
  await section.getByRole("status").getByText("The last sync was undone, and syncing is paused.").waitFor();
  expect(await section.getByTestId("last-sync").innerText()).toContain("(undone)");
  expect(await section.getByRole("button", { name: "Undo the last sync" }).count()).toBe(0);

  await section.getByRole("button", { name: "Stop syncing" }).click();
  await section.getByRole("status").getByText("Syncing stopped: what it made stays as your own.").waitFor();
  expect(await section.getByLabel("Public calendar address (.ics)").inputValue()).toBe("");
});
