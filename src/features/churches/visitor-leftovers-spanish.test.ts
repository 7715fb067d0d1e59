import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// The visitor pages' last English words on /es/ (docs/i18n.md): fact badges and chips, the profile's
// sentences and special services, the featured cards, and the problems a query or a place makes.
let app: TestApp;
const christmasEve = `${new Date().getFullYear() + 1}-12-24`;
beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.db, {
    name: "Mission Parish",
    slug: "mission-parish",
    denomination: "Catholic",
    worshipStyle: "traditional",
    featured: true,
    services: ["Sunday 9:00 AM Spanish", "Sunday 11:00 AM"],
    specialServices: [{ occasion: "christmas-eve", date: christmasEve, time: "23:00", durationMinutes: 60, language: "spanish", title: "", note: "" }],
    visitFacts: { said: { "step-free": true, nursery: true } },
  });
  createChurch(app.db, { name: "Grace Baptist Church", slug: "grace", services: ["Sunday 10:00 AM", "Wednesday 7:00 PM"] });
});
afterAll(() => app.close());

const main = async (path: string) => {
  const html = await (await app.request(path)).text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
};
const hrefs = (html: string) => [...html.matchAll(/ (?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!).filter((h) => !h.startsWith("/api/") && !h.startsWith("/assets/") && !h.includes(".ics"));

describe("the directory's cards and chips", () => {
  test("/es/directory shows the fact badges and chips in Spanish", async () => {
    const html = await main("/es/directory?access=step-free&family=nursery");
    expect(html).toContain('data-testid="fact-badges"');
    expect(html).toMatch(/<li[^>]*>Sin escalones<\/li>/);
    expect(html).toMatch(/<li[^>]*>Guardería<\/li>/);
    expect(html).toMatch(/<span[^>]*>[^<]*Sin escalones<\/span>/);
    for (const href of hrefs(html)) expect(href).toStartWith("/es/");
  });

  test("/directory keeps the English words", async () => {
    const html = await main("/directory?access=step-free");
    expect(html).toMatch(/<li[^>]*>Step-free<\/li>/);
    expect(html).not.toContain("Sin escalones");
  });
});

describe("the profile's sentences", () => {
  test("/es/church/… says its worship, languages, weekly masses and special services in Spanish", async () => {
    const html = await main("/es/church/mission-parish");
    expect(html).toContain("Culto tradicional");
    expect(html).toContain("Servicios en inglés y español.");
    expect(html).toContain("Dos misas cada semana.");
    expect(html).toContain("Nochebuena · 24 dic, 11:00 p. m.");
    expect(html).toContain("Próxima misa: ");
    expect(html).not.toMatch(/\d (AM|PM)\b/);
  });

  test("a church that is not Catholic has 'servicios'", async () => {
    expect(await main("/es/church/grace")).toContain("Dos servicios cada semana.");
  });

  test("/church/… stays in English", async () => {
    const html = await main("/church/mission-parish");
    expect(html).toContain("Traditional worship");
    expect(html).toContain("Services in English and Spanish.");
    expect(html).toContain("Two services each week.");
    expect(html).toContain("Christmas Eve · Dec 24, 11:00 PM");
  });
});

describe("the featured page", () => {
  test("/es/featured writes the cards' times in Spanish and links under /es/", async () => {
    const html = await main("/es/featured");
    expect(html).toContain("Mission Parish");
    expect(html).toContain("Próximo servicio: ");
    expect(html).toContain("Domingo 9:00 a. m.");
    expect(html).not.toMatch(/\d (AM|PM)\b/);
    for (const href of hrefs(html)) expect(href).toStartWith("/es/");
  });

  test("/featured stays in English", async () => {
    expect(await main("/featured")).toContain("Sunday 9:00 AM");
  });
});

describe("problems with a query or a place", () => {
  test("the directory says a place it cannot find in Spanish", async () => {
    expect(await main("/es/directory?location=Atlantis")).toContain("No encontramos “Atlantis” en San Antonio. Pruebe un código postal o una dirección.");
    expect(await main("/es/directory?location=99999")).toContain("No encontramos el código postal 99999 en San Antonio.");
    expect(await main("/directory?location=Atlantis")).toContain("We could not find “Atlantis” in San Antonio. Try a ZIP code or a street address.");
  });

  test("the directory's API answers the place problem in the island's language", async () => {
    const res = await app.request("/api/directory?location=Atlantis", { headers: { "accept-language": "es" } });
    expect(((await res.json()) as { problems: string[] }).problems).toEqual(["No encontramos “Atlantis” en San Antonio. Pruebe un código postal o una dirección."]);
  });

  test("a filter the directory cannot read is named in Spanish", async () => {
    expect(await main("/es/directory?from=25:00")).toContain("from es una hora del día como HH:MM, por ejemplo 09:00");
  });

  test("the events' and the holiday page's filters say their problems in Spanish", async () => {
    expect(await main("/es/events?when=never")).toContain("when es week, weekend o month");
    expect(await main("/events?when=never")).toContain("when is week, weekend or month");
    expect(await main("/es/services/christmas-eve?sort=stars")).toContain("sort es time o distance");
    expect(await main("/services/christmas-eve?sort=stars")).toContain("sort is time or distance");
  });
});
