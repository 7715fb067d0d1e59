/**
 * Row builders shared by the demo seed and the tests: each inserts one row with sensible defaults
 * and answers it. Overrides win over defaults. Their rows renew the cached pages as the app's own
 * writes do (the database's data version, src/db/data-version.ts).
 */
import * as z from "zod/mini";
import type { Db } from "../client";
import {
  articles,
  churches,
  churchLanguages,
  events,
  sessions,
  specialServices as specialServiceRows,
  users,
  weeklyServices,
} from "../schema";
import { languagesOfServices } from "../../contract/service-times/languages";
import type { SpecialService } from "../../contract/service-times/occasions";
import { weeklyServiceSchema, type WeeklyServiceInput } from "../../contract/service-times/schemas";
import { parseServiceStrings } from "../../lib/service-times/parse";
import { specialInserts, weeklyInserts } from "../service-rows";
import { slugify } from "../../lib/slug";
import { hashToken, newToken } from "../../lib/tokens";
import { ensureTaxonomy, taxonomyIds } from "./taxonomy";
import type { ServiceLanguage } from "../../contract/options";
import { insertVisitFacts, type SeedVisitFacts } from "./visit-fact-rows";

let sequence = 0;
const next = () => ++sequence;

/** Area and denomination ids by name, looked up once per database. */
const taxonomyCache = new WeakMap<Db, ReturnType<typeof taxonomyIds>>();
function taxonomyOf(db: Db) {
  let ids = taxonomyCache.get(db);
  if (!ids) {
    ensureTaxonomy(db);
    ids = taxonomyIds(db);
    taxonomyCache.set(db, ids);
  }
  return ids;
}

type ChurchRow = typeof churches.$inferInsert;

/**
 * A church and its services: `serviceTimes` (weekly services), else `services` strings read by the
 * parser ('Sunday 10:00 AM' when neither is given), and `specialServices`. Its languages follow its
 * services unless `languages` pins them.
 */
export function createChurch(
  db: Db,
  overrides: Partial<ChurchRow> & {
    denomination?: string;
    area?: string;
    languages?: ServiceLanguage[];
    services?: string[];
    serviceTimes?: WeeklyServiceInput[];
    specialServices?: SpecialService[];
    /** Visit facts the church said (docs/visit-facts.md). */
    visitFacts?: SeedVisitFacts;
  } = {},
) {
  const ids = taxonomyOf(db);
  const { denomination = "Baptist", area = "Downtown", languages: pinned, services = ["Sunday 10:00 AM"], serviceTimes, specialServices = [], visitFacts, ...row } = overrides;
  const weekly = serviceTimes ? serviceTimes.map((s) => ({ ...z.parse(weeklyServiceSchema, s), needsReview: false })) : parseServiceStrings(services);
  const n = next();
  const name = row.name ?? `Test Church ${n}`;
  const church = db
    .insert(churches)
    .values({
      slug: row.slug ?? `${slugify(name)}-${n}`,
      name,
      description: "A welcoming congregation in the heart of the city.",
      denominationId: ids.denominations.get(denomination) ?? null,
      areaId: ids.areas.get(area) ?? null,
      address: `${100 + n} Main Ave, San Antonio, TX 78205`,
      zip: "78205",
      phone: "(210) 555-0100",
      website: `https://church-${n}.example.org`,
      latitude: 29.4241,
      longitude: -98.4936,
      status: "approved",
      ...row,
    })
    .returning()
    .get();
  if (weekly.length) db.insert(weeklyServices).values(weeklyInserts(church.id, weekly)).run();
  if (specialServices.length) db.insert(specialServiceRows).values(specialInserts(church.id, specialServices)).run();
  if (visitFacts) insertVisitFacts(db, church.id, visitFacts);
  const languages = pinned ?? languagesOfServices(weekly, []);
  if (languages.length) {
    db.insert(churchLanguages).values(languages.map((language) => ({ churchId: church.id, language }))).run();
  }
  return church;
}

/**
 * Under `bun test` (NODE_ENV=test) accounts are hashed with a light argon2id cost: the suite makes
 * hundreds, and the default cost takes a tenth of a second each. The hash names its cost, so
 * signing in checks it the same way; the demo seed and every account the site makes use the default.
 */
const TEST_HASH = process.env.NODE_ENV === "test" ? ({ algorithm: "argon2id", memoryCost: 1024, timeCost: 1 } as const) : undefined;

export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const { password = "correct-horse-battery", ...row } = overrides;
  const user = db
    .insert(users)
    .values({
      username: `user${n}`,
      email: `user${n}@example.org`,
      passwordHash: await Bun.password.hash(password, TEST_HASH ?? { algorithm: "argon2id" }),
      role: "owner",
      ...row,
    })
    .returning()
    .get();
  return { ...user, password };
}

/** A signed-in session for the user; answers the raw token a cookie would carry. */
export function createSession(db: Db, userId: number, lifetimeMs = 30 * 24 * 3600 * 1000): string {
  const token = newToken();
  const now = Date.now();
  db.insert(sessions)
    .values({ tokenHash: hashToken(token), userId, lastSeenAt: new Date(now), expiresAt: new Date(now + lifetimeMs) })
    .run();
  return token;
}

export function createEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const n = next();
  return db
    .insert(events)
    .values({
      title: `Community Gathering ${n}`,
      description: "An evening of fellowship, food and music for the whole family.",
      startsAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      location: "Downtown San Antonio",
      category: "community",
      status: "approved",
      ...overrides,
    })
    .returning()
    .get();
}

export function createArticle(db: Db, overrides: Partial<typeof articles.$inferInsert> = {}) {
  const n = next();
  const title = overrides.title ?? `Church News ${n}`;
  return db
    .insert(articles)
    .values({
      slug: `${slugify(title)}-${n}`,
      title,
      excerpt: "What is happening in San Antonio's congregations this month.",
      content: "<p>Congregations across the city are preparing for a busy season.</p>",
      category: "community",
      status: "published",
      publishedAt: new Date(),
      ...overrides,
    })
    .returning()
    .get();
}

