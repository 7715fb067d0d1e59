/**
 * The demo seed (docs/product.md D19): fictional churches, events and articles, plus one owner and one
 * admin whose passwords are made up at seed time and printed once. Phone numbers are
 * 210-555-01xx, websites are on example.org and every row is marked is_demo.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { AREAS, DENOMINATIONS, WORSHIP_STYLES } from "../../contract/options";
import { centralDay } from "../../lib/dates";
import { seededRandom } from "../../lib/random";
import { slugify } from "../../lib/slug";
import type { Db } from "../client";
import { AREA_CENTRES } from "../../contract/area-centres";
import { NAME_PREFIXES, STREETS } from "./demo-places";
import { demoConfirmedAt, demoSpecialServices, demoVoice, demoWeeklyServices } from "./demo-services";
import { DEMO_ARTICLES, DEMO_EVENT_IDEAS } from "./demo-content";
import { seedDemoVisitFacts } from "./demo-visit-facts";
import { createArticle, createChurch, createEvent, createUser } from "./factories";

const DAY = 24 * 3600 * 1000;

export interface DemoAccounts {
  owner: { username: string; password: string };
  admin: { username: string; password: string };
}

export interface DemoOptions {
  churches?: number;
  events?: number;
  log?: (line: string) => void;
}

function churchName(prefix: string, denomination: string): string {
  switch (denomination) {
    case "Jewish":
      return `Congregation ${prefix}`;
    case "Catholic":
      return `${prefix} Catholic Church`;
    case "Greek Orthodox":
    case "Antiochian Orthodox":
      return `${prefix} ${denomination} Church`;
    case "Non-denominational":
      return `${prefix} Community Church`;
    case "Bible Church":
      return `${prefix} Bible Church`;
    default:
      return `${prefix} ${denomination} Church`;
  }
}

export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<DemoAccounts> {
  const total = options.churches ?? 160;
  const log = options.log ?? (() => {});
  const rand = seededRandom(20261122);
  const ownerPassword = randomBytes(9).toString("base64url");
  const adminPassword = randomBytes(9).toString("base64url");
  const owner = await createUser(db, { username: "demo-owner", email: "owner@example.org", password: ownerPassword });
  await createUser(db, { username: "demo-admin", email: "admin@example.org", role: "admin", password: adminPassword });

  const usedNames = new Set<string>();
  const churchIds: number[] = [];
  const now = Date.now();
  const today = centralDay(new Date(now));
  db.transaction(() => {
    for (let i = 0; i < total; i++) {
      // Every denomination and area appears; the rest are drawn at random.
      const denomination = i < DENOMINATIONS.length ? DENOMINATIONS[i]! : rand.pick(DENOMINATIONS);
      const area = i < AREAS.length ? AREAS[i]! : rand.pick(AREAS);
      let name = churchName(rand.pick(NAME_PREFIXES), denomination);
      // Past a few collisions (large benchmark seeds) a number keeps names unique.
      for (let tries = 1; usedNames.has(name); tries++) {
        name = churchName(rand.pick(NAME_PREFIXES), denomination) + (tries > 5 ? ` ${tries}` : "");
      }
      usedNames.add(name);
      const place = AREA_CENTRES[area]!;
      const featured = i % 25 === 3;
      const isPremium = featured && i % 50 === 3;
      // Services by the church's index (src/db/seed/demo-services.ts); its languages follow them.
      const voice = demoVoice(area, i);
      const slug = slugify(name);
      const church = createChurch(db, {
        name,
        slug,
        denomination,
        area,
        description: `Sample listing for the demo: ${name} is a fictional ${denomination} congregation in ${area}, San Antonio. Visitors are welcome at every service.`,
        address: `${rand.int(100, 9899)} ${rand.pick(STREETS)}, San Antonio, TX ${place.zip}`,
        zip: place.zip,
        phone: `(210) 555-01${String(i % 100).padStart(2, "0")}`,
        website: `https://${slug}.example.org`,
        latitude: +(place.lat + (rand.next() - 0.5) * 0.03).toFixed(6),
        longitude: +(place.lng + (rand.next() - 0.5) * 0.03).toFixed(6),
        serviceTimes: demoWeeklyServices(denomination, voice, i),
        specialServices: demoSpecialServices(denomination, voice, i, today),
        servicesConfirmedAt: demoConfirmedAt(i, now),
        worshipStyle: rand.pick(WORSHIP_STYLES),
        featured,
        isPremium,
        status: "approved",
        isDemo: true,
        ownerId: i === 3 ? owner.id : null,
        ...(isPremium
          ? {
              pastorName: "Rev. Jordan Example",
              missionStatement: `To welcome every neighbour in ${area} with worship, friendship and service.`,
              youthPrograms: "Wednesday youth group, summer camp and a mentoring programme.",
              musicMinistry: "Adult choir, praise band and a children's choir.",
              outreachPrograms: "Weekly food pantry and a back-to-school drive.",
              youtubeChannel: "https://www.youtube.com/@example",
            }
          : {}),
      });
      churchIds.push(church.id);
      if ((i + 1) % 1000 === 0) log(`  churches: ${i + 1}/${total}`);
    }

    seedDemoVisitFacts(db, churchIds);

    const eventCount = options.events ?? 64;
    for (let i = 0; i < eventCount; i++) {
      const idea = DEMO_EVENT_IDEAS[i % DEMO_EVENT_IDEAS.length]!;
      // Local 9 AM to 7 PM in Central time, expressed in UTC (Central is UTC-5 or UTC-6).
      const day = new Date(now + (1 + Math.floor((i * 90) / eventCount)) * DAY);
      day.setUTCHours(rand.int(15, 24) % 24, rand.pick([0, 30]), 0, 0);
      createEvent(db, {
        ...idea,
        churchId: rand.pick(churchIds),
        startsAt: day,
        hasTime: i % 9 !== 0,
        // Held at the church: an empty location means its address (docs/product.md, Event submission).
        location: "",
        isDemo: true,
      });
    }

    DEMO_ARTICLES.forEach((article, i) => {
      createArticle(db, {
        title: article.title,
        slug: slugify(article.title),
        category: article.category,
        excerpt: article.excerpt,
        content: article.paragraphs.map((p) => `<p>${p}</p>`).join("\n"),
        status: "published",
        publishedAt: new Date(now - (i * 6 + 1) * DAY),
        isDemo: true,
      });
    });
  });
  // Fresh statistics for the query planner after a bulk load.
  db.run(sql`ANALYZE`);
  log(`Seeded ${total} demo churches, ${options.events ?? 64} events and ${DEMO_ARTICLES.length} articles.`);
  return {
    owner: { username: "demo-owner", password: ownerPassword },
    admin: { username: "demo-admin", password: adminPassword },
  };
}
