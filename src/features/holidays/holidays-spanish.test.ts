import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
// Read on a day weeks before Christmas Eve: on the evening before and the day the page says
// 'mañana' and 'hoy' instead (src/features/holidays/list-shape.test.ts reads those days).
beforeAll(async () => {
  setSystemTime(new Date("2026-12-01T18:00:00Z"));
  app = await createTestApp({ SEED: "demo" });
});
afterAll(() => {
  app.close();
  setSystemTime();
});

const main = async (path: string) => {
  const html = await (await app.request(path)).text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
};
const hrefs = (html: string) => [...html.matchAll(/ (?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!).filter((h) => !h.startsWith("/api/") && !h.startsWith("/assets/"));

describe("the holiday pages in Spanish (docs/i18n.md)", () => {
  test("/es/services lists the occasions by their Spanish names, linked under /es/", async () => {
    const html = await main("/es/services");
    expect(html).toContain("Servicios de días festivos");
    expect(html).toContain(">Nochebuena</a>");
    expect(html).toContain(">Miércoles de Ceniza</a>");
    expect(html).toMatch(/16 al 24 de diciembre de \d{4}/);
    expect(html).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de [a-z]+ de \d{4}/);
    for (const href of hrefs(html)) expect(href).toStartWith("/es/");
  });

  test("/es/services/christmas-eve speaks Spanish: heading, form, times and links", async () => {
    const html = await main("/es/services/christmas-eve");
    expect(html).toMatch(/Nochebuena · jueves 24 de diciembre de \d{4}|Nochebuena · [a-zé]+ 24 de diciembre de \d{4}/);
    expect(html).toContain("Servicios de Nochebuena en las iglesias de San Antonio, incluida la víspera.");
    expect(html).toContain("Ver servicios");
    expect(html).toContain('<option value="spanish">Español</option>');
    expect(html).toMatch(/\d+ servicios?|Ninguna iglesia ha publicado servicios de Nochebuena/);
    expect(html).not.toContain(" PM<");
    for (const href of hrefs(html).filter((h) => !h.endsWith(".ics") && !h.includes(".ics?"))) expect(href).toStartWith("/es/");
    const head = await (await app.request("/es/services/christmas-eve")).text();
    expect(head).toContain("<title>Servicios de Nochebuena");
  });

  test("the English pages stay as the spec writes them", async () => {
    const html = await main("/services/christmas-eve");
    expect(html).toContain("Christmas Eve services at San Antonio&#x27;s churches, the evening before included.");
    expect(html).toContain("Show services");
    expect(await main("/services")).toContain("Holiday Services");
  });
});
