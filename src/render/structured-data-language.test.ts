import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createArticle, createChurch, createEvent, createUser } from "../db/seed/factories";
import { setServiceException } from "../features/churches/service";
import { centralToUtc } from "../lib/dates";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { readHead } from "../../tests/helpers/page-head";

// JSON-LD in the page's language (docs/service-times.md, JSON-LD; docs/decisions/0055): the words
// the site writes are the page's, what churches wrote in one language stays as written.

type Node = Record<string, unknown>;
let app: TestApp;
let eventId = 0;
beforeAll(async () => {
  // Tuesday 1 December 2026 in San Antonio.
  setSystemTime(new Date("2026-12-01T18:00:00Z"));
  app = await createTestApp();
  const owner = await createUser(app.db, { username: "pastor" });
  const church = createChurch(app.db, {
    name: "San José Mission",
    slug: "san-jose",
    ownerId: owner.id,
    description: "A mission parish on the South Side.",
    descriptionEs: "Una parroquia misionera del South Side.",
    serviceTimes: [
      { day: "sunday", time: "09:00", attendance: "hybrid", streamUrl: "https://stream.example.org/san-jose" },
      { day: "saturday", time: "17:30", durationMinutes: 90, language: "spanish", kind: "mass", note: "Vigil" },
    ],
    specialServices: [
      { occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 60, language: "bilingual", title: "", note: "" },
      { occasion: "christmas-day", date: "2026-12-25", time: "10:00", durationMinutes: 60, language: "english", title: "Carol Service", note: "" },
    ],
    visitFacts: { said: { "step-free": true } },
  });
  setServiceException(app.db, owner, church.id, { date: "2026-12-05", time: "17:30", kind: "changed", note: "Bilingual this week", noteEs: "Bilingüe esta semana" });
  eventId = createEvent(app.db, { title: "Advent Concert", description: "Carols by candlelight.", language: "en", churchId: church.id, startsAt: centralToUtc("2026-12-13", 18, 0) }).id;
  createArticle(app.db, { title: "Las Posadas en el Westside", slug: "posadas", language: "es" });
  createArticle(app.db, { title: "A Choir Festival", slug: "choir", language: "en" });
});
afterAll(() => {
  app.close();
  setSystemTime();
});

const jsonLdOf = async (path: string) => readHead(await (await app.request(path)).text()).jsonLd;
const churchOf = async (path: string) => {
  const [church] = await jsonLdOf(path);
  return church as Node & { openingHoursSpecification: Node[]; event: Node[]; amenityFeature: Node[] };
};

describe("the church profile's JSON-LD", () => {
  test("on /es/ the days, kinds, languages, occasions and facts are Spanish; the church's name stays", async () => {
    const church = await churchOf("/es/church/san-jose");
    expect(church.name).toBe("San José Mission");
    expect(church.description).toBe("Una parroquia misionera del South Side.");
    expect(church.openingHoursSpecification.map((h) => h.name)).toEqual(["Domingo 9:00 a. m.", "Sábado 5:30 p. m.–7:00 p. m. · Español · Misa · Vigil"]);
    expect(church.openingHoursSpecification.map((h) => h.dayOfWeek)).toEqual(["https://schema.org/Sunday", "https://schema.org/Saturday"]);
    expect(church.event.map((e) => [e.name, e.description ?? null])).toEqual([
      ["Nochebuena en San José Mission", null],
      ["Carol Service en San José Mission", null],
      ["Sábado 5:30 p. m.–7:00 p. m. · Español · Misa en San José Mission", "Bilingüe esta semana"],
      ["Domingo 9:00 a. m. en San José Mission", null],
    ]);
    expect(church.amenityFeature).toEqual([{ "@type": "LocationFeatureSpecification", name: "Entrada sin escalones", value: true }]);
  });

  test("the English page keeps its English words", async () => {
    const church = await churchOf("/church/san-jose");
    expect(church.description).toBe("A mission parish on the South Side.");
    expect(church.openingHoursSpecification.map((h) => h.name)).toEqual(["Sunday 9:00 AM", "Saturday 5:30 PM–7:00 PM · Spanish · Mass · Vigil"]);
    expect(church.event.map((e) => [e.name, e.description ?? null])).toEqual([
      ["Christmas Eve at San José Mission", null],
      ["Carol Service at San José Mission", null],
      ["Saturday 5:30 PM–7:00 PM · Spanish · Mass at San José Mission", "Bilingual this week"],
      ["Sunday 9:00 AM at San José Mission", null],
    ]);
    expect(church.amenityFeature).toEqual([{ "@type": "LocationFeatureSpecification", name: "Step-free entrance", value: true }]);
  });
});

describe("the event page's and the article's JSON-LD", () => {
  test("an event says the language it is written in, on either page", async () => {
    for (const path of [`/events/${eventId}`, `/es/events/${eventId}`]) {
      const [event] = await jsonLdOf(path);
      expect({ path, type: event!["@type"], name: event!.name, inLanguage: event!.inLanguage }).toEqual({ path, type: "Event", name: "Advent Concert", inLanguage: "en" });
    }
  });

  test("an article says the language it is written in", async () => {
    for (const [path, language] of [["/news/posadas", "es"], ["/es/news/posadas", "es"], ["/news/choir", "en"], ["/es/news/choir", "en"]]) {
      const [article] = await jsonLdOf(path!);
      expect({ path, type: article!["@type"], inLanguage: article!.inLanguage }).toEqual({ path, type: "Article", inLanguage: language });
    }
  });

  test("the holiday pages carry no JSON-LD to translate", async () => {
    expect(await jsonLdOf("/es/services/christmas-eve")).toEqual([]);
  });
});
