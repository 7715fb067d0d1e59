import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED: "demo" });
});
afterAll(() => app.close());

const page = async (path: string) => (await app.request(path)).text();
/** The page's body, past the shell's header (its language switch links the other language). */
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const hrefs = (html: string) => [...html.matchAll(/ (?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!).filter((h) => !h.startsWith("/api/") && !h.startsWith("/assets/"));

describe("the directory in Spanish (docs/i18n.md)", () => {
  test("/es/directory speaks Spanish, counts 'iglesias' and keeps its links under /es/", async () => {
    const html = main(await page("/es/directory"));
    expect(html).toContain("Directorio de iglesias de San Antonio");
    expect(html).toMatch(/\d+ iglesias encontradas/);
    expect(html).toContain("Filtros activos");
    expect(html).toContain(">Buscar<");
    expect(html).toContain("Cómo llegar");
    expect(html).toContain("Cargando el mapa…");
    const links = hrefs(html);
    expect(links.length).toBeGreaterThan(5);
    for (const href of links) expect(href).toStartWith("/es/");
  });

  test("the selects show Spanish words and send the stored English values", async () => {
    const html = main(await page("/es/directory"));
    expect(html).toMatch(/<option value=""[^>]*>Todas las denominaciones<\/option>/);
    expect(html).toContain('<option value="traditional">Tradicional</option>');
    expect(html).toContain('<option value="spanish">Español o bilingüe</option>');
    expect(html).toContain('<option value="sunday">Domingo</option>');
    expect(html).toContain('<option value="weekend">Fin de semana</option>');
    expect(html).toContain('<option value="mass">Misa</option>');
  });

  test("denominations and areas are listed in the order of their words in each language", async () => {
    const labels = (html: string, name: string) => {
      const select = html.slice(html.indexOf(`name="${name}"`), html.indexOf("</select>", html.indexOf(`name="${name}"`)));
      return [...select.matchAll(/<option value="[^"]+">([^<]+)<\/option>/g)].map((m) => m[1]!);
    };
    for (const [path, lang] of [["/es/directory", "es"], ["/directory", "en"]] as const) {
      const html = main(await page(path));
      for (const name of ["denomination", "area"]) {
        const shown = labels(html, name);
        expect(shown.length).toBeGreaterThan(5);
        expect(shown).toEqual([...shown].sort(new Intl.Collator(lang, { sensitivity: "base", numeric: true }).compare));
      }
    }
    // The languages' orders differ: 'Sin denominación' comes after 'Pentecostal', 'Non-denominational' before it.
    const spanish = labels(main(await page("/es/directory")), "denomination");
    expect(spanish.indexOf("Sin denominación")).toBeGreaterThan(spanish.indexOf("Pentecostal"));
    const english = labels(main(await page("/directory")), "denomination");
    expect(english.indexOf("Non-denominational")).toBeLessThan(english.indexOf("Pentecostal"));
  });

  test("filters, service times and an empty search in Spanish", async () => {
    const filtered = main(await page("/es/directory?language=spanish&day=sunday&from=09:00"));
    expect(filtered).toContain("Idioma: Español");
    expect(filtered).toContain("Desde: 9:00 a. m.");
    expect(filtered).toMatch(/Servicio que coincide: Domingo \d+:\d\d (a|p)\. m\./);
    const empty = main(await page("/es/directory?search=zzzz-nada"));
    expect(empty).toContain("0 iglesias encontradas");
    expect(empty).toContain("No se encontraron iglesias");
  });

  test("the head and the API answer in the page's language; English stays as the spec writes it", async () => {
    expect(await page("/es/directory")).toContain("<title>Directorio de iglesias");
    const spanish = (await (await app.request("/api/directory?day=sunday", { headers: { "accept-language": "es" } })).json()) as { others: { services: string[] }[] };
    expect(spanish.others.flatMap((c) => c.services).some((s) => s.startsWith("Domingo "))).toBe(true);
    const english = main(await page("/directory?search=zzzz-nada"));
    expect(english).toContain("0 churches found");
    expect(english).toContain("No Churches Found");
    expect(english).toMatch(/<option value=""[^>]*>All denominations<\/option>/);
    const englishApi = (await (await app.request("/api/directory?day=sunday")).json()) as { others: { services: string[] }[] };
    expect(englishApi.others.flatMap((c) => c.services).some((s) => s.startsWith("Sunday "))).toBe(true);
  });
});
