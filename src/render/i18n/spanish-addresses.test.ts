import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const origin = () => app.ctx.origin;
const hreflang = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);

describe("one address per language (docs/i18n.md, Addresses)", () => {
  test("/es/ pages say they are Spanish, link their English twin and are cached apart from it", async () => {
    const o = origin();
    const english = await app.request("/about");
    const spanish = await app.request("/es/about");
    expect(spanish.status).toBe(200);
    const html = await spanish.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<link rel="canonical" href="${o}/es/about"/>`);
    expect(hreflang(html)).toEqual([`en ${o}/about`, `es ${o}/es/about`, `x-default ${o}/about`]);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(hreflang(englishHtml)).toEqual(hreflang(html));
    // Served again from the page cache, each in its own language.
    expect((await (await app.request("/es/about")).text()).slice(0, 200)).toContain('lang="es"');
    expect((await (await app.request("/about")).text()).slice(0, 200)).toContain('lang="en"');
  });

  test("the Spanish home is /es/ and /es", async () => {
    const o = origin();
    for (const path of ["/es/", "/es"]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain(`<link rel="canonical" href="${o}/es/"/>`);
    }
  });

  test("the header's switch goes to the same page and query in the other language", async () => {
    const html = await (await app.request("/directory?denomination=Baptist")).text();
    expect(html).toMatch(/<a href="\/es\/directory\?denomination=Baptist" hrefLang="es" lang="es"[^>]*>Español<\/a>/);
    const spanish = await (await app.request("/es/directory?denomination=Baptist")).text();
    expect(spanish).toMatch(/<a href="\/directory\?denomination=Baptist" hrefLang="en" lang="en"[^>]*>English<\/a>/);
  });

  test("an unknown Spanish address answers the Spanish not-found page, without hreflang", async () => {
    const res = await app.request("/es/no-existe");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("La página que busca no existe.");
    expect(hreflang(html)).toEqual([]);
    expect(await (await app.request("/no-such-page")).text()).toContain("The page you&#x27;re looking for doesn&#x27;t exist.");
  });

  test("old addresses redirect in both languages", async () => {
    const english = await app.request("/about-us?x=1");
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/about?x=1");
    const spanish = await app.request("/es/about-us?x=1");
    expect(spanish.status).toBe(301);
    expect(spanish.headers.get("location")).toBe("/es/about?x=1");
  });

  test("signed-in pages send a Spanish visitor to the Spanish sign-in", async () => {
    const res = await app.request("/es/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/es/login");
  });
});
