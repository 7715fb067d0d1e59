import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createArticle, createChurch, createEvent } from "../../db/seed/factories";

let app: TestApp;
let englishSlug: string;
let spanishSlug: string;
let spanishEventId: number;
let englishEventId: number;

beforeAll(async () => {
  app = await createTestApp();
  const church = createChurch(app.db, { name: "San Fernando Cathedral", status: "approved" });
  englishSlug = createArticle(app.db, { title: "Easter at the Missions", category: "history", publishedAt: new Date("2026-12-01T18:00:00Z") }).slug;
  spanishSlug = createArticle(app.db, {
    title: "Las Posadas en el Westside",
    excerpt: "Nueve noches de procesiones, cantos y tamales.",
    content: "<p>Las familias del barrio recorren las calles pidiendo posada.</p>",
    category: "holidays",
    language: "es",
    publishedAt: new Date("2026-12-02T18:00:00Z"),
  }).slug;
  // 24 December 2026, 23:30 in San Antonio (a Thursday).
  spanishEventId = createEvent(app.db, { title: "Misa de Gallo", description: "Misa de medianoche con mariachis.", startsAt: new Date("2026-12-25T05:30:00Z"), churchId: church.id, category: "music", language: "es" }).id;
  englishEventId = createEvent(app.db, { title: "Carols on the River", startsAt: new Date("2026-12-20T01:00:00Z"), category: "music" }).id;
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, html: await res.text() };
};
const hrefs = (html: string) => [...html.matchAll(/<main[\s\S]*<\/main>/g)].flatMap((m) => [...m[0].matchAll(/href="(\/[^"]*)"/g)].map((h) => h[1]!));

describe("news in Spanish (docs/decisions/0044-content-language.md)", () => {
  test("/es/news is in Spanish, its links stay Spanish, and an English article says 'En inglés'", async () => {
    const { status, html } = await page("/es/news");
    expect(status).toBe(200);
    expect(html).toContain("<title>Noticias de las iglesias");
    expect(html).toContain("Noticias de las iglesias</h1>");
    expect(html).toContain("Días festivos");
    expect(html).toContain("min de lectura");
    expect(html).toContain("1 dic 2026");
    expect(html).toMatch(/data-testid="other-language">En inglés<\/span><h2[^>]* lang="en"><a href="\/es\/news\/easter-at-the-missions/);
    // The Spanish article is the page's language: no badge, no lang of its own.
    expect(html).toMatch(/<h2 class="[^"]+"><a href="\/es\/news\/las-posadas/);
    expect(html).toContain('title="San Antonio Church Directory — Noticias de las iglesias" href="/es/rss.xml"');
    const links = hrefs(html).filter((h) => !h.startsWith("/uploads/"));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) expect(href).toStartWith("/es/");
  });

  test("the English site marks a Spanish article 'En español' with lang=\"es\", and stays as it was", async () => {
    const { html } = await page("/news");
    expect(html).toContain("Church News</h1>");
    expect(html).toContain('lang="es" data-testid="other-language">En español</span>');
    expect(html).toMatch(/<h2[^>]* lang="es"><a href="\/news\/las-posadas/);
    expect(html).not.toContain("En inglés");
    const article = await page(`/news/${spanishSlug}`);
    expect(article.html).toContain('<h1 lang="es">Las Posadas en el Westside</h1>');
    expect(article.html).toContain('data-testid="article-body" lang="es"');
    expect(article.html).toContain("Back to News");
    expect(article.html).toContain('data-share-copied="Link copied"');
  });

  test("a Spanish article page: Spanish dates and words; an English one there carries lang=\"en\"", async () => {
    const spanish = await page(`/es/news/${spanishSlug}`);
    expect(spanish.html).toContain("miércoles, 2 de diciembre de 2026");
    expect(spanish.html).toContain("Volver a noticias");
    expect(spanish.html).toContain('data-share-copied="Enlace copiado"');
    expect(spanish.html).toContain("<h1>Las Posadas en el Westside</h1>");
    const english = await page(`/es/news/${englishSlug}`);
    expect(english.html).toContain('<h1 lang="en">Easter at the Missions</h1>');
    expect(english.html).toContain(">En inglés</span>");
    const missing = await page("/es/news/no-such-article");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Artículo no encontrado");
  });

  test("/es/rss.xml is the Spanish feed: its title, language and links", async () => {
    const res = await app.request("/es/rss.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<title>San Antonio Church Directory — Noticias de las iglesias</title>");
    expect(xml).toContain("<language>es</language>");
    expect(xml).toContain("/es/news/las-posadas");
    const english = await (await app.request("/rss.xml")).text();
    expect(english).toContain("<title>San Antonio Church Directory — Church News</title>");
    expect(english).not.toContain("/es/news/");
  });

  test("the articles API answers each article's language", async () => {
    const body = (await (await app.request("/api/articles")).json()) as { language: string; slug: string }[] | { articles: { language: string; slug: string }[] };
    const list = Array.isArray(body) ? body : body.articles;
    expect(list.find((a) => a.slug === spanishSlug)?.language).toBe("es");
    expect(list.find((a) => a.slug === englishSlug)?.language).toBe("en");
  });
});

describe("events in Spanish", () => {
  test("/es/events: Spanish texts, dates and times; the English event says 'En inglés'", async () => {
    const { status, html } = await page("/es/events");
    expect(status).toBe(200);
    expect(html).toContain("<title>Eventos");
    expect(html).toContain("Eventos de la comunidad</h1>");
    expect(html).toContain("2 eventos");
    expect(html).toContain("11:30 p. m.");
    expect(html).toContain("Más información");
    expect(html).toContain(">Música</option>");
    expect(html).toMatch(/>En inglés<\/span><h2[^>]* lang="en">Carols on the River/);
    expect(html).toContain('href="/es/events.ics"');
    for (const href of hrefs(html)) expect(href).toStartWith("/es/");
    const filtered = await page("/es/events?category=interfaith");
    expect(filtered.html).toContain("No hay eventos interreligiosos.");
  });

  test("an event's page in Spanish; the English site marks the Spanish event", async () => {
    const spanish = await page(`/es/events/${spanishEventId}`);
    expect(spanish.html).toContain("jueves, 24 de diciembre de 2026");
    expect(spanish.html).toContain(" a las 11:30 p. m.");
    expect(spanish.html).toContain("Evento de música");
    expect(spanish.html).toContain('Organizado por <a href="/es/church/');
    const english = await page(`/events/${spanishEventId}`);
    expect(english.html).toContain('lang="es">Misa de Gallo</h1>');
    expect(english.html).toContain(">En español</span>");
    expect(english.html).toContain("Music event");
    const other = await page(`/es/events/${englishEventId}`);
    expect(other.html).toContain('lang="en">Carols on the River</h1>');
    expect((await page("/es/events/999999")).html).toContain("Evento no encontrado");
  });

  test("/es/events.ics names the calendar in Spanish and links Spanish pages; the API answers language", async () => {
    const ics = await (await app.request("/es/events.ics")).text();
    expect(ics).toContain("X-WR-CALNAME:San Antonio Church Directory — Eventos");
    expect(ics).toContain(`/es/events/${spanishEventId}`);
    const one = await (await app.request(`/es/events/${spanishEventId}/calendar.ics`)).text();
    expect(one.replace(/\r\n /g, "")).toContain("Organizado por San Fernando Cathedral.");
    expect((await page(`/es/events/${spanishEventId}`)).html).toContain(`href="/es/events/${spanishEventId}/calendar.ics"`);
    const body = (await (await app.request("/api/events")).json()) as { id: number; language: string }[] | { events: { id: number; language: string }[] };
    const list = Array.isArray(body) ? body : body.events;
    expect(list.find((e) => e.id === spanishEventId)?.language).toBe("es");
  });
});
