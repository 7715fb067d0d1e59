import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// The profile's service times (docs/service-times.md, The profile).
let app: TestApp;
let staleId: number;
const NOW = new Date("2026-12-01T18:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
beforeAll(async () => {
  setSystemTime(NOW);
  app = await createTestApp();
  createChurch(app.db, {
    name: "San Fernando",
    slug: "san-fernando",
    servicesConfirmedAt: daysAgo(12),
    serviceTimes: [
      { day: "sunday", time: "09:00" },
      { day: "sunday", time: "11:30", language: "spanish" },
      { day: "wednesday", time: "19:00", kind: "bible-study" },
    ],
    specialServices: [
      { occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 60, language: "spanish", title: "Midnight Mass", note: "" },
      { occasion: "thanksgiving", date: "2026-11-26", time: "10:00", durationMinutes: 60, language: "english", title: "", note: "" },
    ],
  });
  staleId = createChurch(app.db, { name: "Old Times Chapel", slug: "old-times", servicesConfirmedAt: daysAgo(400), services: ["Sunday 10:00 AM", "First Sunday potluck"] }).id;
  createChurch(app.db, { name: "Never Confirmed", slug: "never", services: ["Sunday 10:00 AM"] });
  createChurch(app.db, { name: "Confirmed Today", slug: "today", servicesConfirmedAt: daysAgo(0), services: ["Sunday 10:00 AM"] });
  createChurch(app.db, { name: "No Times Chapel", slug: "no-times", services: [] });
});
afterAll(() => {
  app.close();
  setSystemTime();
});

const text = async (path: string) => {
  const html = await (await app.request(path)).text();
  return { html, text: html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ") };
};

describe("the profile's service times", () => {
  test("weekly services by day, the coming special services, both calendar links on the configured origin", async () => {
    const { html, text: shown } = await text("/church/san-fernando");
    expect(shown).toContain("Sunday 9:00 AM 11:30 AM · Spanish Wednesday 7:00 PM · Bible study");
    expect(shown).toContain("Special services Christmas Eve · Dec 24, 11:00 PM · Spanish · Midnight Mass");
    // Thanksgiving has passed.
    expect(shown).not.toContain("Thanksgiving");
    expect(html).toContain('<a href="webcal://localhost:3000/church/san-fernando/calendar.ics">Subscribe to this church&#x27;s calendar</a>');
    expect(html).toContain('<a href="http://localhost:3000/church/san-fernando/calendar.ics" download="">Download the calendar (.ics)</a>');
  });

  test("freshness: confirmed days ago; past a year or never, may be out of date with a link to verify", async () => {
    expect((await text("/church/san-fernando")).text).toContain("Service times confirmed 12 days ago.");
    expect((await text("/church/today")).text).toContain("Service times confirmed today.");
    const stale = await text("/church/old-times");
    expect(stale.text).toMatch(/Service times not confirmed since [A-Z][a-z]+ \d{4}\. These service times may be out of date\. Send the church's current times/);
    expect(stale.html).toContain(`<a href="/verify-church/${staleId}">Send the church&#x27;s current times</a>`);
    expect((await text("/church/never")).text).toContain("These service times may be out of date.");
    expect((await text("/church/never")).text).not.toContain("not confirmed since");
  });

  test("rows still to review are shown as written; a church without services keeps the spec's text", async () => {
    expect((await text("/church/old-times")).text).toContain("Other times, as the church wrote them First Sunday potluck");
    const none = await text("/church/no-times");
    expect(none.text).toContain("Service times are not listed yet; please call the church.");
    expect(none.text).not.toContain("Subscribe to this church's calendar");
  });
});
