import { describe, expect, test } from "bun:test";
import { createChurch, createEvent, createSession, createUser } from "../../src/db/seed/factories";
import { centralDay, centralToUtc } from "../../src/lib/dates";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";
import { poll } from "../helpers/poll";

const e2e = useServerAndBrowser({ SEED: "none" });
const inDays = (n: number) => centralToUtc(centralDay(new Date(Date.now() + n * 86_400_000)), 19, 0);

/** An approved event shows on its church's profile (issue 'Experience, round 3'; docs/decisions/0075-events-on-the-profile.md). */
describe("a church's coming events on its profile", () => {
  test("the admin approves an owner's event, and its church's profile lists it (1280 px, English)", async () => {
    const db = e2e.server.db();
    const church = createChurch(db, { name: "Approval Road Chapel", slug: "approval-road" });
    createEvent(db, { title: "Pending Pancake Breakfast", churchId: church.id, status: "pending", startsAt: inDays(4) });
    const session = createSession(db, (await createUser(db, { username: "events-admin", role: "admin" })).id);
    const { page: visitor, context } = await openPage(e2e, "/church/approval-road");
    // Nothing to show yet: no empty card.
    expect(await visitor.getByTestId("church-events").count()).toBe(0);

    const admin = await (await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await admin.context().addCookies([{ name: "sid", value: session, url: e2e.server.url }]);
    await admin.goto(`${e2e.server.url}/admin?tab=content`);
    await admin.getByRole("button", { name: "Approve Pending Pancake Breakfast" }).click();
    await admin.getByText("Event approved").waitFor();
    await admin.context().close();

    // A visitor's cached copy is replaced within 2 seconds of the write (docs/caching.md).
    const card = visitor.getByRole("region", { name: "Upcoming Events" });
    expect(await poll(async () => (await visitor.reload(), await card.count()), (n) => n === 1)).toBe(1);
    const link = card.getByRole("link", { name: "Pending Pancake Breakfast" });
    expect(await card.locator("time").innerText()).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} · 7:00 PM$/);
    expect(await axeViolations(visitor)).toEqual([]);
    await link.click();
    await visitor.getByRole("heading", { level: 1, name: "Pending Pancake Breakfast" }).waitFor();
    await context.close();
  });

  for (const [width, lang, javaScriptEnabled] of [[375, "es", true], [375, "en", false]] as const) {
    test(`${width} px, ${lang}${javaScriptEnabled ? "" : ", without JavaScript"}: the five soonest wrap in the card, and 'See all' opens that church's events`, async () => {
      const db = e2e.server.db();
      const slug = `busy-${lang}`;
      const church = createChurch(db, { name: `Busy Corner Church ${lang}`, slug });
      createEvent(db, { title: "Una noche de alabanza, oración y comunión para toda la familia del barrio", language: "es", churchId: church.id, startsAt: inDays(1) });
      for (let i = 2; i <= 6; i++) createEvent(db, { title: `Corner Supper ${i}`, churchId: church.id, startsAt: inDays(i) });
      const prefix = lang === "es" ? "/es" : "";
      const { page, context } = await openPage(e2e, `${prefix}/church/${slug}`, { width, javaScriptEnabled });
      const card = page.getByRole("region", { name: lang === "es" ? "Próximos eventos" : "Upcoming Events" });
      expect(await card.getByRole("listitem").count()).toBe(5);
      expect(await card.getByRole("link", { name: "Corner Supper 6" }).count()).toBe(0);
      const first = card.getByRole("listitem").first();
      expect(await first.locator("time").innerText()).toMatch(lang === "es" ? /^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4} · 7:00 p\. m\.$/ : /^\w+day, \w+ \d{1,2}, \d{4} · 7:00 PM$/);
      // A long title wraps inside the card: the page does not scroll sideways.
      const box = (await first.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (lang === "es") expect(await first.getByRole("link").getAttribute("lang")).toBeNull();
      else expect(await first.getByRole("link").getAttribute("lang")).toBe("es");
      await card.screenshot({ path: `/tmp/shots/profile-events-${width}-${lang}.png` });
      await card.getByRole("link", { name: lang === "es" ? "Ver los 6 eventos" : "See all 6 events" }).click();
      await page.waitForURL(`${e2e.server.url}${prefix}/events?church=${slug}`);
      expect(await page.getByTestId("event-card").count()).toBe(6);
      await context.close();
    });
  }
});
