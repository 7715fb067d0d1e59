import { describe, expect, test } from "bun:test";
import { readMinutes } from "../../contract/articles";
import { DENOMINATIONS } from "../../contract/options";
import { htmlToText } from "../../lib/sanitize";
import { demoChurches } from "./demo-churches";
import { DEMO_ARTICLES, DEMO_EVENT_IDEAS } from "./demo-content";
import { DEMO_SPANISH_ARTICLES, DEMO_SPANISH_EVENT_IDEAS } from "./demo-content-es";

const NOW = Date.parse("2026-11-23T18:00:00Z");
const churches = demoChurches(160, NOW, "2026-11-23");
// Words a name may say twice: 'Church of the Holy Cross', 'Nuestra Señora de San Juan de los Lagos'.
const SMALL_WORDS = new Set(["of", "the", "de", "del", "la", "los", "en", "and"]);

describe("the demo churches read like a San Antonio directory", () => {
  test("160 listings over every denomination, Catholic parishes a quarter to a third of them", () => {
    expect(churches).toHaveLength(160);
    expect(new Set(churches.map((c) => c.denomination))).toEqual(new Set(DENOMINATIONS));
    const catholic = churches.filter((c) => c.denomination === "Catholic").length / churches.length;
    expect(catholic).toBeGreaterThanOrEqual(0.25);
    expect(catholic).toBeLessThanOrEqual(0.34);
    const baptist = churches.filter((c) => c.denomination.includes("Baptist")).length;
    expect(baptist).toBeGreaterThan(churches.filter((c) => c.denomination === "Methodist").length);
  });

  test("no name says a word twice, or its denomination twice; names, slugs and web addresses are unique", () => {
    for (const { name, denomination } of churches) {
      const words = name.toLowerCase().split(/\s+/).filter((w) => !SMALL_WORDS.has(w));
      expect({ name, repeated: words.filter((w, i) => words.indexOf(w) !== i) }).toEqual({ name, repeated: [] });
      expect(name.split(denomination).length - 1).toBeLessThanOrEqual(1);
      expect(name).not.toContain("(");
    }
    for (const key of ["name", "slug", "website"] as const) expect(new Set(churches.map((c) => c[key])).size).toBe(160);
  });

  test("Spanish-speaking congregations have Spanish names", () => {
    const spanishOnly = churches.filter((c) => c.serviceTimes.every((s) => s.language === "spanish") && c.denomination === "Catholic");
    expect(spanishOnly.length).toBeGreaterThan(0);
    for (const c of spanishOnly) expect(c.name).toMatch(/^(Parroquia|Iglesia)/);
  });

  test("descriptions: two to four whole sentences, Masses at Catholic parishes, languages in words", () => {
    for (const { description, denomination } of churches) {
      const sentences = description.split(/(?<!\b(?:St|Fr|Msgr|Dr|Rev)\.)(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      for (const s of sentences) expect(s).toMatch(/^[A-Z][^]*\.$/);
      expect(description).not.toMatch(/Bilingual\.|Sample listing|fictional|Example|undefined|\bservice times? a week/);
      if (denomination === "Catholic") expect(description).toContain("Mass");
    }
    expect(churches.some((c) => c.description.includes("Services are in English and Spanish."))).toBe(true);
    expect(new Set(churches.map((c) => c.description.split(". ")[1])).size).toBeGreaterThan(8);
  });

  test("clearly fictional: (210) 555-01xx phones, web addresses on example.org", () => {
    for (const { phone, website } of churches) {
      expect(phone).toMatch(/^\(210\) 555-01\d\d$/);
      expect(new URL(website).hostname).toMatch(/^[a-z0-9]{1,30}\.example\.org$/);
    }
  });

  test("premium churches name a minister titled as the tradition does, never a placeholder", () => {
    const premium = churches.filter((c) => c.isPremium);
    expect(premium.length).toBeGreaterThan(0);
    for (const c of premium) {
      expect(c.pastorName).toMatch(/^(Fr\.|Msgr\.|Rev\.|Rev\. Dr\.|Dr\.|Pastor|Bishop|Elder|Rabbi) \S+ \S+$/);
      expect(c.pastorName).not.toContain("Example");
      if (c.denomination === "Catholic") expect(c.pastorName).toMatch(/^(Fr\.|Msgr\.)/);
    }
  });

  test("the same listings on every run; larger seeds stay unique", () => {
    expect(demoChurches(160, NOW, "2026-11-23")).toEqual(churches);
    const many = demoChurches(2000, NOW, "2026-11-23");
    expect(new Set(many.map((c) => c.slug)).size).toBe(2000);
    expect(new Set(many.map((c) => c.website)).size).toBe(2000);
  });
});

describe("the demo articles and events", () => {
  test("articles of four to seven paragraphs, read in two to five minutes", () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const article of [...DEMO_ARTICLES, ...DEMO_SPANISH_ARTICLES]) {
      expect(article.paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(article.paragraphs.length).toBeLessThanOrEqual(7);
      const minutes = readMinutes(htmlToText(article.paragraphs.map((p) => `<p>${p}</p>`).join("\n")).length);
      expect({ title: article.title, minutes: minutes >= 2 && minutes <= 5 }).toEqual({ title: article.title, minutes: true });
    }
  });

  test("event ideas say more than a line", () => {
    for (const idea of [...DEMO_EVENT_IDEAS, ...DEMO_SPANISH_EVENT_IDEAS]) expect(idea.description.split(". ").length).toBeGreaterThanOrEqual(2);
  });
});
