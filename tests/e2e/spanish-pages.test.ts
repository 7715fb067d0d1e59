import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { articles, churches, events } from "../../src/db/schema";
import { createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

// Walks the Spanish site (docs/i18n.md, Quality): every page says it is Spanish, links its English
// twin, passes axe, and shows no interface text in English. What is not interface text is left
// out: content marked with another `lang` (an English article, a description the owner wrote in
// English), addresses, and the names the data holds (churches, events, articles, people).
const e2e = useServerAndBrowser();

/** Words that only English uses: one of them outside the allowed names is English left behind. */
const ENGLISH_WORDS = new Set(
  "the and with your you of for to church churches find sign services service events event news about home more view all this our are is from by at or submit search directory filters map list read next previous page loading email password message send subscribe today tomorrow sunday monday tuesday wednesday thursday friday saturday january february march april may june july august september october november december weekly free featured open close menu yes not provided update suggest".split(" "),
);

/** Proper nouns the interface itself uses, in either language: the site's name (its brand, split over two lines in the header) among them. */
const PROPER_NOUNS = ["San Antonio Church Directory", "Church Directory", "San Antonio", "Texas", "TX", "OpenStreetMap", "Open Database License", "Leaflet", "Alamo City Web Works", "Stripe", "ASL", "UTSA", "YouTube", "Facebook", "Instagram", "Google"];

async function namesInData(): Promise<string[]> {
  const db = e2e.server.db();
  const names = [
    ...db.select({ a: churches.name, b: churches.address, c: churches.pastorName }).from(churches).all().flatMap((r) => [r.a, r.b, r.c ?? ""]),
    ...db.select({ a: events.title, b: events.location }).from(events).all().flatMap((r) => [r.a, r.b]),
    ...db.select({ a: articles.title }).from(articles).all().map((r) => r.a),
  ];
  return [...new Set([...names, ...PROPER_NOUNS].filter((n) => n.trim().length > 1))].sort((x, y) => y.length - x.length);
}

/** The page's visible text that is in the page's language: other-language content, addresses and hidden parts left out. */
async function spanishText(page: import("playwright-core").Page): Promise<string> {
  return page.evaluate(() => {
    const skip = (el: Element) => el.matches("script, style, noscript, address, [hidden], [aria-hidden='true'], [translate='no']") || (el.hasAttribute("lang") && !el.getAttribute("lang")!.startsWith("es"));
    const parts: string[] = [];
    const walk = (el: Element) => {
      if (skip(el)) return;
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
        else if (node instanceof Element) walk(node);
      }
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) if (el.getAttribute(attr)) parts.push(el.getAttribute(attr)!);
    };
    walk(document.body);
    return parts.join(" ");
  });
}

function englishLeft(text: string, names: string[]): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(" ");
  rest = rest.replace(/\S+@\S+|https?:\/\/\S+|\S+\.(org|com|net)\b/g, " ");
  const words = rest.split(/[^\p{L}']+/u).filter(Boolean);
  const found = new Set<string>();
  words.forEach((word, i) => {
    if (ENGLISH_WORDS.has(word.toLowerCase())) found.add(words.slice(Math.max(0, i - 2), i + 3).join(" "));
  });
  return [...found];
}

let names: Promise<string[]> | undefined;

async function checkPage(path: string, options: { session?: string; status?: number } = {}) {
  const { page, context } = await openPage(e2e, path, { session: options.session });
  const problems: string[] = [];
  if ((await page.getAttribute("html", "lang")) !== "es") problems.push("html lang is not es");
  if (options.status !== 404) {
    const hreflangs = await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l) => l.getAttribute("hreflang")));
    if (hreflangs.join(",") !== "en,es,x-default") problems.push(`hreflang: ${hreflangs.join(",")}`);
  }
  // The data's names are read once: the walk writes none (the owner test's account is no name shown).
  const english = englishLeft(await spanishText(page), await (names ??= namesInData()));
  if (english.length) problems.push(`English: ${english.slice(0, 8).join(" | ")}`);
  problems.push(...(await axeViolations(page)).map((v) => `axe ${v}`));
  await context.close();
  return problems;
}

describe("the Spanish site", () => {
  test("every visitor page is Spanish, linked to its English twin, and passes axe", async () => {
    const db = e2e.server.db();
    const church = db.select({ slug: churches.slug }).from(churches).where(eq(churches.isPremium, true)).get()!;
    const event = db.select({ id: events.id }).from(events).get()!;
    const article = db.select({ slug: articles.slug }).from(articles).get()!;
    const pages = ["/es/", "/es/directory", "/es/directory?day=sunday&language=spanish", "/es/featured", "/es/events", `/es/events/${event.id}`, "/es/news", `/es/news/${article.slug}`, `/es/church/${church.slug}`, "/es/services", "/es/services/christmas-eve", "/es/about", "/es/open-data", "/es/contact", "/es/advertise", "/es/terms", "/es/privacy", "/es/login", "/es/register", "/es/forgot-password", "/es/claim-church"];
    const found: Record<string, string[]> = {};
    const queue = [...pages];
    // Three pages at a time: while axe reads one, the server draws the next.
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const problems = await checkPage(path);
          if (problems.length) found[path] = problems;
        }
      }),
    );
    const notFound = await checkPage("/es/no-existe", { status: 404 });
    if (notFound.length) found["/es/no-existe"] = notFound;
    expect(found).toEqual({});
  }, 240_000);

  test("an owner's pages are Spanish too", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { email: "duena@example.org" });
    const session = createSession(db, owner.id);
    const found: Record<string, string[]> = {};
    for (const path of ["/es/dashboard", "/es/dashboard/account", "/es/church-submission", "/es/event-submission"]) {
      const problems = await checkPage(path, { session });
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  }, 120_000);
});
