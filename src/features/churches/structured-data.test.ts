import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// The profile's JSON-LD (docs/service-times.md, JSON-LD; docs/decisions/0024).
let app: TestApp;
beforeAll(async () => {
  // Tuesday 1 December 2026 in San Antonio: Christmas Eve's services are still to come.
  setSystemTime(new Date("2026-12-01T18:00:00Z"));
  app = await createTestApp();
  createChurch(app.db, {
    name: "San José Mission",
    slug: "san-jose",
    serviceTimes: [
      { day: "sunday", time: "09:00" },
      { day: "saturday", time: "17:30", durationMinutes: 90, language: "spanish", kind: "mass", note: "Vigil" },
    ],
    specialServices: [
      { occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 90, language: "bilingual", title: "Midnight Mass", note: "Carols from 10:30" },
      { occasion: "easter-sunday", date: "2027-03-28", time: "06:30", durationMinutes: 60, language: "english", title: "", note: "" },
    ],
  });
  // Only strings the parser could not read for sure: the old Sunday guess stays.
  createChurch(app.db, { name: "First Sunday Chapel", slug: "first-sunday", services: ["First Sunday of the month 10 AM"] });
  createChurch(app.db, { name: "Quiet Chapel", slug: "quiet", services: [] });
  createChurch(app.db, { name: "Chapel</script><script>alert(1)</script>\u2028", slug: "hostile", services: ["Sunday 10:00 AM"] });
});
afterAll(() => {
  app.close();
  setSystemTime();
});

async function jsonLd(slug: string) {
  const body = await (await app.request(`/church/${slug}`)).text();
  const scripts = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  return { body, data: JSON.parse(scripts[0]!) };
}

describe("structured data", () => {
  test("weekly services are opening hours: day, start and end, named by their display string", async () => {
    const { data } = await jsonLd("san-jose");
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", name: "Sunday 9:00 AM", dayOfWeek: "https://schema.org/Sunday", opens: "09:00", closes: "10:00" },
      { "@type": "OpeningHoursSpecification", name: "Saturday 5:30 PM–7:00 PM · Spanish · Mass · Vigil", dayOfWeek: "https://schema.org/Saturday", opens: "17:30", closes: "19:00" },
    ]);
  });

  test("special services are Events on San Antonio's clock, with their offset (CST in winter, CDT after March)", async () => {
    const { data } = await jsonLd("san-jose");
    expect(data.event).toEqual([
      {
        "@type": "Event",
        name: "Midnight Mass at San José Mission",
        description: "Carols from 10:30",
        startDate: "2026-12-24T23:00:00-06:00",
        endDate: "2026-12-25T00:30:00-06:00",
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        isAccessibleForFree: true,
        inLanguage: ["en", "es"],
        location: { "@type": "Place", name: "San José Mission", address: data.address },
        url: data.url,
      },
      expect.objectContaining({ name: "Easter Sunday at San José Mission", startDate: "2027-03-28T06:30:00-05:00", inLanguage: "en" }),
    ]);
  });

  test("the Sunday guess stays only for a church whose services are all still to review; none without services", async () => {
    expect((await jsonLd("first-sunday")).data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "09:00", closes: "12:00" },
    ]);
    const quiet = (await jsonLd("quiet")).data;
    expect(quiet.openingHoursSpecification).toBeUndefined();
    expect(quiet.event).toBeUndefined();
  });

  test("a name that would close the script is escaped in the page and read back whole", async () => {
    const { body, data } = await jsonLd("hostile");
    expect(body).not.toContain("</script><script>alert(1)");
    expect(data.name).toBe("Chapel</script><script>alert(1)</script>\u2028");
  });
});
