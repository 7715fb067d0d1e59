/**
 * The demo seed (docs/product.md D19): fictional churches, events and articles, plus one owner and one
 * admin whose passwords are made up at seed time and printed once. Phone numbers are
 * 210-555-01xx, websites are on example.org and every row is marked is_demo.
 */
import { randomBytes } from "node:crypto";
import { seedDemoExceptions, seedDemoSchedules } from "./demo-exceptions";
import { sql } from "drizzle-orm";
import { centralDay } from "../../lib/dates";
import { seededRandom } from "../../lib/random";
import { slugify } from "../../lib/slug";
import type { Db } from "../client";
import { demoChurches } from "./demo-churches";
import { familyOf, type Family } from "./demo-denominations";
import { DEMO_ARTICLES, DEMO_EVENT_IDEAS, type DemoArticleIdea } from "./demo-content";
import { DEMO_SPANISH_ARTICLES, DEMO_SPANISH_EVENT_IDEAS } from "./demo-content-es";
import { seedDemoVisitFacts } from "./demo-visit-facts";
import { seedDemoAnalytics } from "./demo-analytics";
import { createArticle, createChurch, createEvent, createUser } from "./factories";
import { addDemoPictures } from "./demo-pictures";

const DAY = 24 * 3600 * 1000;

export interface DemoAccounts {
  owner: { username: string; password: string };
  admin: { username: string; password: string };
}

export interface DemoOptions {
  churches?: number;
  events?: number;
  log?: (line: string) => void;
  /** Where the demo pictures are stored (UPLOADS_DIR); without it the demo has none. */
  uploadsDir?: string;
}

export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<DemoAccounts> {
  const total = options.churches ?? 160;
  const eventCount = options.events ?? 64;
  const log = options.log ?? (() => {});
  const ownerPassword = randomBytes(9).toString("base64url");
  const adminPassword = randomBytes(9).toString("base64url");
  const owner = await createUser(db, { username: "demo-owner", email: "owner@example.org", password: ownerPassword });
  await createUser(db, { username: "demo-admin", email: "admin@example.org", role: "admin", password: adminPassword });

  const now = Date.now();
  db.transaction(() => {
    const churches = seedChurches(db, total, owner.id, now, log);
    seedDemoVisitFacts(db, churches);
    seedDemoExceptions(db, churches.map((c) => c.id), centralDay(new Date(now)), new Date(now));
    seedDemoSchedules(db, churches.map((c) => c.id), centralDay(new Date(now)), new Date(now));
    seedEvents(db, churches, eventCount, now);
    seedSpanishEvents(db, churches, now);
    seedArticles(db, DEMO_ARTICLES, "en", now, 1);
    seedArticles(db, DEMO_SPANISH_ARTICLES, "es", now, 4);
    const owned = churches.find((c) => c.owned);
    if (owned) seedDemoAnalytics(db, owned.id, centralDay(new Date(now)), now);
  });
  if (options.uploadsDir) await addDemoPictures(db, options.uploadsDir, log);
  // Fresh statistics for the query planner after a bulk load.
  db.run(sql`ANALYZE`);
  log(`Seeded ${total} demo churches, ${eventCount + DEMO_SPANISH_EVENT_IDEAS.length * SPANISH_EVENT_REPEATS} events and ${DEMO_ARTICLES.length + DEMO_SPANISH_ARTICLES.length} articles.`);
  return {
    owner: { username: "demo-owner", password: ownerPassword },
    admin: { username: "demo-admin", password: adminPassword },
  };
}

type SeededChurch = { id: number; family: Family; owned: boolean; description: string };

function seedChurches(db: Db, total: number, ownerId: number, now: number, log: (line: string) => void): SeededChurch[] {
  return demoChurches(total, now, centralDay(new Date(now))).map(({ owned, ...church }, i) => {
    const { id } = createChurch(db, { ...church, status: "approved", isDemo: true, ownerId: owned ? ownerId : null });
    if ((i + 1) % 1000 === 0) log(`  churches: ${i + 1}/${total}`);
    return { id, family: familyOf(church.denomination), owned, description: church.description ?? "" };
  });
}

/** Upcoming events over the next 90 days, each at a church that would hold it. */
function seedEvents(db: Db, churches: SeededChurch[], count: number, now: number): void {
  const rand = seededRandom(20261123);
  for (let i = 0; i < count; i++) {
    const { families, ...idea } = DEMO_EVENT_IDEAS[i % DEMO_EVENT_IDEAS.length]!;
    const hosts = families ? churches.filter((c) => families.includes(c.family)) : [];
    // Local 9 AM to 7 PM in Central time, expressed in UTC (Central is UTC-5 or UTC-6).
    const day = new Date(now + (1 + Math.floor((i * 90) / count)) * DAY);
    day.setUTCHours(rand.int(15, 24) % 24, rand.pick([0, 30]), 0, 0);
    createEvent(db, {
      ...idea,
      churchId: rand.pick(hosts.length ? hosts : churches).id,
      startsAt: day,
      hasTime: i % 9 !== 0,
      // Held at the church: an empty location means its address (docs/product.md, Event submission).
      location: "",
      isDemo: true,
    });
  }
}

/** Each Spanish event idea three times over the 90 days, after the English ones (which stay as they were). */
const SPANISH_EVENT_REPEATS = 3;

function seedSpanishEvents(db: Db, churches: SeededChurch[], now: number): void {
  const rand = seededRandom(20261224);
  const count = DEMO_SPANISH_EVENT_IDEAS.length * SPANISH_EVENT_REPEATS;
  for (let i = 0; i < count; i++) {
    const { families, ...idea } = DEMO_SPANISH_EVENT_IDEAS[i % DEMO_SPANISH_EVENT_IDEAS.length]!;
    const hosts = families ? churches.filter((c) => families.includes(c.family)) : [];
    const day = new Date(now + (2 + Math.floor((i * 88) / count)) * DAY);
    // Local 9 AM to 7 PM in Central time, expressed in UTC.
    day.setUTCHours(rand.int(15, 24) % 24, rand.pick([0, 30]), 0, 0);
    createEvent(db, { ...idea, language: "es", churchId: rand.pick(hosts.length ? hosts : churches).id, startsAt: day, location: "", isDemo: true });
  }
}

/** Articles a few days apart, newest first; `offset` staggers the Spanish ones between the English. */
function seedArticles(db: Db, ideas: DemoArticleIdea[], language: "en" | "es", now: number, offset: number): void {
  ideas.forEach((article, i) => {
    createArticle(db, {
      title: article.title,
      slug: slugify(article.title),
      language,
      category: article.category,
      excerpt: article.excerpt,
      content: article.paragraphs.map((p) => `<p>${p}</p>`).join("\n"),
      status: "published",
      publishedAt: new Date(now - (i * 6 + offset) * DAY),
      isDemo: true,
    });
  });
}
